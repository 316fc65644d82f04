import { z } from 'zod/mini';
import { envelope, id, isoDateTime, userText } from './common';
import { apiMessages } from './messages';

export const LIST_NAME_MAX = 120;
export const ITEM_NAME_MAX = 120;
export const IMAGE_DESCRIPTION_MAX = 500;
export const ITEM_QUANTITY_MAX = 20;

export const listItemImage = z.object({
  id,
  url: z.string(),
  description: z.nullable(z.string()),
  listItemId: z.nullable(id),
});
export const listItem = z.object({
  id,
  listId: id,
  name: z.string(),
  category: z.string(),
  /** How much, with its unit as typed ("2 l", "500 g", "3 kom"); absent or null when not given. */
  quantity: z.optional(z.nullable(z.string())),
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
const itemOption = z.object({
  id,
  name: z.string(),
  category: z.optional(z.string()),
  quantity: z.optional(z.nullable(z.string())),
});

const listName = userText.check(z.trim(), z.minLength(1), z.maxLength(LIST_NAME_MAX));
const itemName = userText.check(z.trim(), z.minLength(1), z.maxLength(ITEM_NAME_MAX));
const category = userText.check(z.trim(), z.maxLength(60));
/** Optional; an empty text means "no quantity" and is stored as none. */
const quantity = z.pipe(
  z.nullable(userText.check(z.trim(), z.maxLength(ITEM_QUANTITY_MAX))),
  z.transform((q: string | null) => (q ? q : null)),
);

export const createListBody = z.object({ name: listName });
export const updateListBody = z
  .object({
    name: z.optional(listName),
    categoriesOrder: z.optional(z.array(category).check(z.maxLength(100))),
  })
  .check(
    z.refine(
      (b) => b.name !== undefined || b.categoriesOrder !== undefined,
      apiMessages.noDataToUpdate,
    ),
  );

export const createItemBody = z.object({
  /**
   * Optional id chosen by the client (a UUID). It makes the add idempotent: a change queued offline
   * and sent again (a reload while it was on its way) finds the item it already created.
   */
  id: z.optional(z.uuid()),
  name: itemName,
  category: z._default(z.optional(category), ''),
  quantity: z.optional(quantity),
  images: z._default(z.optional(z.array(id).check(z.maxLength(20))), []),
});
export const updateItemBody = z
  .object({
    name: z.optional(itemName),
    category: z.optional(category),
    quantity: z.optional(quantity),
    isDone: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (b) =>
        b.name !== undefined ||
        b.category !== undefined ||
        b.quantity !== undefined ||
        b.isDone !== undefined,
      apiMessages.noDataToUpdate,
    ),
  );
export const updateImageBody = z
  .object({
    description: z.optional(z.nullable(userText.check(z.maxLength(IMAGE_DESCRIPTION_MAX)))),
    listItemId: z.optional(z.nullable(id)),
  })
  .check(
    z.refine(
      (b) => b.description !== undefined || b.listItemId !== undefined,
      apiMessages.noDataProvided,
    ),
  );
export const listItemOptionsQuery = z.object({ excludeListId: z.optional(id) });

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
