import {
  apiMessages,
  createNoteBody,
  emptyData,
  envelope,
  idParams,
  type Note,
  type NoteBody,
  noteResponse,
  notesResponse,
  updateNoteBody,
} from '@organizator/shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notes } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { newId } from '../lib/ids';

const toNote = (row: typeof notes.$inferSelect): Note => ({
  id: row.id,
  title: row.title,
  body: (row.body as NoteBody | null) ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Notes belong to their author alone. */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const own = (noteId: string, userId: string) =>
    and(eq(notes.id, noteId), eq(notes.userId, userId));

  app.get('/notes', { schema: { response: { 200: notesResponse } } }, async (request) => {
    const rows = await db
      .select()
      .from(notes)
      .where(eq(notes.userId, caller(request).userId))
      .orderBy(desc(notes.createdAt), desc(notes.id));
    return ok({ notes: rows.map(toNote) });
  });

  app.get(
    '/notes/:id',
    { schema: { params: idParams, response: { 200: noteResponse } } },
    async (request) => {
      const [row] = await db
        .select()
        .from(notes)
        .where(own(request.params.id, caller(request).userId));
      if (!row) throw notFound();
      return ok({ note: toNote(row) });
    },
  );

  app.post(
    '/notes',
    { schema: { body: createNoteBody, response: { 200: noteResponse } } },
    async (request) => {
      const [row] = await db
        .insert(notes)
        .values({ id: newId(), userId: caller(request).userId, title: request.body.title })
        .returning();
      if (!row) throw notFound();
      return ok({ note: toNote(row) }, apiMessages.noteCreated);
    },
  );

  app.put(
    '/notes/:id',
    { schema: { params: idParams, body: updateNoteBody, response: { 200: noteResponse } } },
    async (request) => {
      const { title, body } = request.body;
      const [row] = await db
        .update(notes)
        .set({
          ...(title !== undefined ? { title } : {}),
          ...(body !== undefined ? { body } : {}),
        })
        .where(own(request.params.id, caller(request).userId))
        .returning();
      if (!row) throw notFound();
      return ok({ note: toNote(row) }, apiMessages.noteSaved);
    },
  );

  app.delete(
    '/notes/:id',
    { schema: { params: idParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      const [row] = await db
        .delete(notes)
        .where(own(request.params.id, caller(request).userId))
        .returning({ id: notes.id });
      if (!row) throw notFound();
      return ok(null, apiMessages.noteDeleted);
    },
  );
};
