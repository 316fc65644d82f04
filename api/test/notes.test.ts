import { noteResponse, notesResponse } from '@organizator/shared/contract';
import { body, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ ana: 'ana@example.com', ivo: 'ivo@example.com' });
const { call } = suite;

const noteBody = {
  time: 1,
  version: '2.31.0',
  blocks: [
    { id: 'a', type: 'header', data: { text: 'Naslov', level: 2 } },
    { type: 'paragraph', data: { text: 'Tekst <b>podebljan</b>' } },
    { type: 'list', data: { style: 'unordered', items: [{ content: 'x', items: [] }] } },
    { type: 'code', data: { code: 'let a = 1;' } },
    { type: 'table', data: { withHeadings: true, content: [['a', 'b']] } },
  ],
};

describe('notes', () => {
  test('create, list, read, update and delete', async () => {
    const created = await call('POST', '/notes', { title: 'Moja bilješka' });
    expect(created.statusCode).toBe(200);
    const note = noteResponse.parse(JSON.parse(created.body)).data.note;
    expect(note).toMatchObject({ title: 'Moja bilješka', body: null });

    const updated = await call('PUT', `/notes/${note.id}`, { body: noteBody });
    expect(noteResponse.parse(JSON.parse(updated.body)).data.note.body).toEqual(noteBody);
    const renamed = await call('PUT', `/notes/${note.id}`, { title: 'Novi' });
    expect(body<{ note: { title: string } }>(renamed).data.note.title).toBe('Novi');

    const list = notesResponse.parse(JSON.parse((await call('GET', '/notes')).body)).data.notes;
    expect(list.map((n) => n.id)).toEqual([note.id]);
    const read = noteResponse.parse(JSON.parse((await call('GET', `/notes/${note.id}`)).body));
    expect(read.data.note).toMatchObject({ title: 'Novi', body: noteBody });

    expect((await call('DELETE', `/notes/${note.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/notes/${note.id}`)).statusCode).toBe(404);
  });

  test('validation: title needed, empty update refused, unknown block types refused', async () => {
    expect((await call('POST', '/notes', { title: '' })).statusCode).toBe(400);
    const note = body<{ note: { id: string } }>(await call('POST', '/notes', { title: 'N' })).data
      .note;
    const empty = await call('PUT', `/notes/${note.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('No data to update');
    const evil = await call('PUT', `/notes/${note.id}`, {
      body: { blocks: [{ type: 'raw', data: { html: '<script>' } }] },
    });
    expect(evil.statusCode).toBe(400);
  });

  test('notes are private to their author', async () => {
    const note = body<{ note: { id: string } }>(await call('POST', '/notes', { title: 'Tajna' }))
      .data.note;
    expect((await call('GET', `/notes/${note.id}`, undefined, suite.ivo)).statusCode).toBe(404);
    expect(
      body<{ notes: unknown[] }>(await call('GET', '/notes', undefined, suite.ivo)).data.notes,
    ).toEqual([]);
  });
});
