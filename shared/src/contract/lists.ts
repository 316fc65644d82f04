import { z } from 'zod';
import { envelope, id, isoDateTime, userText } from './common';
import { apiMessages } from './messages';

export const LIST_NAME_MAX = 120;
export const ITEM_NAME_MAX = 120;
export const IMAGE_DESCRIPTION_MAX = 500;
export const ITEM_QUANTITY_MAX = 20;

export const listItemImage = z.object({
  id,
  url: z.string(),
  description: z.string().nullable(),
  listItemId: id.nullable(),
});
export const listItem = z.object({
  id,
  listId: id,
  name: z.string(),
  category: z.string(),
  /** How much, with its unit as typed ("2 l", "500 g", "3 kom"); absent or null when not given. */
  quantity: z.string().nullable().optional(),
  isDone: z.boolean(),
  images: z.array(listItemImage),
});
export const list = z.object({
  id,
  name: z.string(),
  createdAt: isoDateTime,
  items: z.array(listItem),
  categoriesOrder: z.array(z.string()),
});
/** A suggestion: a name the team used, with the category and quantity it was last added with. */
export const itemOption = z.object({
  id,
  name: z.string(),
  category: z.string().optional(),
  quantity: z.string().nullable().optional(),
});

const listName = userText.trim().min(1).max(LIST_NAME_MAX);
const itemName = userText.trim().min(1).max(ITEM_NAME_MAX);
const category = userText.trim().max(60);
/** Optional; an empty text means "no quantity" and is stored as none. */
const quantity = userText
  .trim()
  .max(ITEM_QUANTITY_MAX)
  .nullable()
  .transform((q) => (q ? q : null));

export const createListBody = z.object({ name: listName });
export const updateListBody = z
  .object({ name: listName.optional(), categoriesOrder: z.array(category).max(100).optional() })
  .refine(
    (b) => b.name !== undefined || b.categoriesOrder !== undefined,
    apiMessages.noDataToUpdate,
  );

export const createItemBody = z.object({
  /**
   * Optional id chosen by the client (a UUID). It makes the add idempotent: a change queued offline
   * and sent again (a reload while it was on its way) finds the item it already created.
   */
  id: z.uuid().optional(),
  name: itemName,
  category: category.optional().default(''),
  quantity: quantity.optional(),
  images: z.array(id).max(20).optional().default([]),
});
export const updateItemBody = z
  .object({
    name: itemName.optional(),
    category: category.optional(),
    quantity: quantity.optional(),
    isDone: z.boolean().optional(),
  })
  .refine(
    (b) =>
      b.name !== undefined ||
      b.category !== undefined ||
      b.quantity !== undefined ||
      b.isDone !== undefined,
    apiMessages.noDataToUpdate,
  );
export const updateImageBody = z
  .object({
    description: userText.max(IMAGE_DESCRIPTION_MAX).nullable().optional(),
    listItemId: id.nullable().optional(),
  })
  .refine(
    (b) => b.description !== undefined || b.listItemId !== undefined,
    apiMessages.noDataProvided,
  );
export const listItemOptionsQuery = z.object({ excludeListId: id.optional() });

export const listsResponse = envelope(z.object({ lists: z.array(list) }));
export const listResponse = envelope(z.object({ list }));
export const listItemResponse = envelope(z.object({ item: listItem }));
export const listItemImageResponse = envelope(z.object({ listItemImage }));
export const itemOptionsResponse = envelope(z.object({ items: z.array(itemOption) }));

export type List = z.infer<typeof list>;
export type ListItem = z.infer<typeof listItem>;
export type ListItemImage = z.infer<typeof listItemImage>;
export type ItemOption = z.infer<typeof itemOption>;
export type CreateListBody = z.infer<typeof createListBody>;
export type UpdateListBody = z.infer<typeof updateListBody>;
export type CreateItemBody = z.input<typeof createItemBody>;
export type UpdateItemBody = z.input<typeof updateItemBody>;
export type UpdateImageBody = z.infer<typeof updateImageBody>;
