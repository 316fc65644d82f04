/** The lazily loaded chunk of the editor: the add and edit views with their pickers and uploads. */
export { AddItemView } from './add-item-view';
export { EditItemView } from './edit-item-view';
