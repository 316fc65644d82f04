import { z } from 'zod/mini';
import { envelope, id, isoDateTime, userText } from './common';
import { NOTE_TIME_MAX } from './limits';
import { apiMessages } from './messages';

export const NOTE_TITLE_MAX = 200;
const MAX_BLOCKS = 2000;
/** Nested list levels a note may hold (the editor's indent; deeper input is refused, not recursed). */
export const NOTE_LIST_MAX_DEPTH = 20;
const text = userText.check(z.maxLength(100_000));

/**
 * Editor.js output data, restricted to the tools the note editor offers (docs/product.md#screens). Block text is
 * stored as Editor.js gives it (inline HTML). Editor.js does not sanitise on render, so the notes
 * remote passes every text through DOMPurify before the editor sees it and before it is saved; the
 * API checks the structure here and renders no note HTML itself.
 */
type NestedListItem = { content: string; meta?: Record<string, unknown>; items: NestedListItem[] };
/** A list item with at most `levels` levels below it: a fixed-depth schema, never a deep recursion. */
const nestedListItemOf = (levels: number): z.ZodMiniType<NestedListItem> =>
  z.object({
    content: text,
    meta: z.optional(z.record(z.string(), z.unknown())),
    items:
      levels > 0
        ? z.array(nestedListItemOf(levels - 1)).check(z.maxLength(1000))
        : z.array(z.never({ error: apiMessages.tooDeeplyNested })).check(z.maxLength(0)),
  });
const nestedListItem = nestedListItemOf(NOTE_LIST_MAX_DEPTH - 1);
const blockBase = {
  id: z.optional(z.string().check(z.maxLength(64))),
  tunes: z.optional(z.record(z.string(), z.unknown())),
};
/** Refusals say what was wrong in words a user understands (the API answers with the first issue). */
const invalidBody = { error: apiMessages.invalidNoteBody };
const noteBlock = z.discriminatedUnion(
  'type',
  [
    z.object({ ...blockBase, type: z.literal('paragraph'), data: z.object({ text }) }),
    z.object({
      ...blockBase,
      type: z.literal('header'),
      data: z.object({ text, level: z.number().check(z.int(), z.gte(1), z.lte(6)) }),
    }),
    z.object({
      ...blockBase,
      type: z.literal('list'),
      data: z.object({
        style: z.enum(['ordered', 'unordered', 'checklist']),
        meta: z.optional(z.record(z.string(), z.unknown())),
        items: z.array(z.union([nestedListItem, text])).check(z.maxLength(1000)),
      }),
    }),
    z.object({ ...blockBase, type: z.literal('code'), data: z.object({ code: text }) }),
    z.object({
      ...blockBase,
      type: z.literal('table'),
      data: z.object({
        withHeadings: z.optional(z.boolean()),
        stretched: z.optional(z.boolean()),
        content: z.array(z.array(text).check(z.maxLength(100))).check(z.maxLength(500)),
      }),
    }),
  ],
  invalidBody,
);
export const noteBody = z.object(
  {
    time: z.optional(z.number().check(z.gte(0), z.lte(NOTE_TIME_MAX))),
    version: z.optional(z.string().check(z.maxLength(32))),
    blocks: z.array(noteBlock, invalidBody).check(z.maxLength(MAX_BLOCKS)),
  },
  invalidBody,
);

export const note = z.object({
  id,
  title: z.string(),
  body: z.nullable(noteBody),
  createdAt: isoDateTime,
});

const title = userText.check(
  z.trim(),
  z.minLength(1, apiMessages.noteTitleRequired),
  z.maxLength(NOTE_TITLE_MAX),
);
export const createNoteBody = z.object({ title });
export const updateNoteBody = z
  .object({
    title: z.optional(title),
    body: z.optional(z.nullable(noteBody)),
  })
  .check(
    z.refine((b) => b.title !== undefined || b.body !== undefined, apiMessages.noDataToUpdate),
  );

export const notesResponse = envelope(z.object({ notes: z.array(note) }));
export const noteResponse = envelope(z.object({ note }));

export type Note = z.infer<typeof note>;
export type NoteBody = z.infer<typeof noteBody>;
export type NoteBlock = z.infer<typeof noteBlock>;
export type CreateNoteBody = z.infer<typeof createNoteBody>;
export type UpdateNoteBody = z.infer<typeof updateNoteBody>;
