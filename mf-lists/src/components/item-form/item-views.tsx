/**
 * The lazily loaded chunk of the editor: the add and edit views with their pickers and uploads,
 * drawn with the kit like the list around them (docs/decisions/lists.md, "The item views drawn by
 * the kit").
 */
export { AddItemView } from './add-item-view';
export { EditItemView } from './edit-item-view';
