import {
  foodDiariesResponse,
  foodDiaryResponse,
  groceriesResponse,
  groceryResponse,
  noteResponse,
  notesResponse,
} from '@organizator/shared/contract';
import { eq } from 'drizzle-orm';
import { groceries } from '../src/db/schema';
import { body, heardBack, type Session, useSignedInSuite } from './helpers';

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

const grocery = { name: 'Jogurt', energy: 61, fat: 3, protein: 4, carb: 5 };

describe('groceries', () => {
  test('create (private by default), read, update and delete my own', async () => {
    const created = await call('POST', '/groceries', grocery);
    expect(created.statusCode).toBe(200);
    const g = groceryResponse.parse(JSON.parse(created.body)).data.grocery;
    expect(g).toMatchObject({ ...grocery, isPublic: false, userId: suite.ana.userId });

    const mine = groceriesResponse.parse(JSON.parse((await call('GET', '/groceries/my')).body));
    expect(mine.data.groceries.map((x) => x.id)).toEqual([g.id]);
    expect((await call('GET', `/groceries/${g.id}`)).statusCode).toBe(200);

    const updated = await call('PUT', `/groceries/${g.id}`, { ...grocery, energy: 70 });
    expect(body<{ grocery: { energy: number } }>(updated).data.grocery.energy).toBe(70);
    const partial = await call('PUT', `/groceries/${g.id}`, { isPublic: true });
    expect(
      body<{ grocery: { isPublic: boolean; energy: number } }>(partial).data.grocery,
    ).toMatchObject({ isPublic: true, energy: 70 });
    const empty = await call('PUT', `/groceries/${g.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('No data to update');

    expect((await call('DELETE', `/groceries/${g.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/groceries/${g.id}`)).statusCode).toBe(404);
  });

  test('validation: name of 3+ characters, integer numbers', async () => {
    const short = await call('POST', '/groceries', { ...grocery, name: 'Ab' });
    expect(short.statusCode).toBe(400);
    expect(body(short).message).toBe('Naziv mora imati barem 3 znaka');
    const text = await call('POST', '/groceries', { ...grocery, energy: 'mnogo' });
    expect(text.statusCode).toBe(400);
    expect(body(text).message).toBe('Must be a number');
    expect((await call('POST', '/groceries', { ...grocery, fat: 1.5 })).statusCode).toBe(400);
  });

  test('public groceries are readable by everyone, editable only by the owner', async () => {
    const g = body<{ grocery: { id: string } }>(
      await call('POST', '/groceries', { ...grocery, isPublic: true }),
    ).data.grocery;
    await call('POST', '/groceries', { ...grocery, name: 'Privatno' });
    const pub = groceriesResponse.parse(
      JSON.parse((await call('GET', '/groceries/public', undefined, suite.ivo)).body),
    );
    // The app's starter catalogue is public too; here only users' groceries matter.
    expect(pub.data.groceries.filter((x) => !x.isStarter).map((x) => x.name)).toEqual(['Jogurt']);
    expect((await call('GET', `/groceries/${g.id}`, undefined, suite.ivo)).statusCode).toBe(200);
    expect((await call('PUT', `/groceries/${g.id}`, { energy: 1 }, suite.ivo)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/groceries/${g.id}`, undefined, suite.ivo)).statusCode).toBe(404);
    const mine = body<{ groceries: unknown[] }>(
      await call('GET', '/groceries/my', undefined, suite.ivo),
    );
    expect(mine.data.groceries).toEqual([]);
  });

  test('search is a case-insensitive name prefix of 3+ characters', async () => {
    for (const name of ['Jogurt', 'jogurt grčki', 'Mlijeko', 'Kefir jog']) {
      await call('POST', '/groceries', { ...grocery, name, isPublic: true });
    }
    const found = body<{ groceries: { name: string; isStarter: boolean }[] }>(
      await call('GET', '/groceries/public?search=JOG'),
    )
      .data.groceries.filter((g) => !g.isStarter)
      .map((g) => g.name);
    expect(found.sort()).toEqual(['Jogurt', 'jogurt grčki']);
    const mine = body<{ groceries: unknown[] }>(await call('GET', '/groceries/my?search=mli')).data
      .groceries;
    expect(mine).toHaveLength(1);
    expect((await call('GET', '/groceries/public?search=jo')).statusCode).toBe(400);
    const literal = body<{ groceries: unknown[] }>(
      await call('GET', '/groceries/my?search=%25%25%25'),
    );
    expect(literal.data.groceries).toEqual([]);
  });
});

describe('public catalogue read cache', () => {
  // Users' public groceries only: the app's starter catalogue is public too.
  const publicNames = async (url = '/groceries/public', session: Session = suite.ana) =>
    groceriesResponse
      .parse(JSON.parse((await call('GET', url, undefined, session)).body))
      .data.groceries.filter((g) => !g.isStarter)
      .map((g) => g.name);

  test('answered from the cache until a grocery is written, each caller seeing only own ids', async () => {
    const echoed = heardBack(suite.app, 'groceries');
    const g = body<{ grocery: { id: string } }>(
      await call('POST', '/groceries', { ...grocery, isPublic: true }),
    ).data.grocery;
    await echoed;
    expect(await publicNames()).toEqual(['Jogurt']);
    expect(await publicNames('/groceries/public?search=jog')).toEqual(['Jogurt']);
    // A change behind the API's back is not read again...
    await suite.database.db.update(groceries).set({ name: 'Kefir' }).where(eq(groceries.id, g.id));
    expect(await publicNames()).toEqual(['Jogurt']);
    // ...the cached rows still show the owner's id only to the owner...
    const seenBy = async (session: Session) =>
      groceriesResponse
        .parse(JSON.parse((await call('GET', '/groceries/public', undefined, session)).body))
        .data.groceries.find((x) => x.id === g.id)?.userId;
    expect(await seenBy(suite.ana)).toBe(suite.ana.userId);
    expect(await seenBy(suite.ivo)).toBeNull();
    // ...and any grocery write, by anyone, drops every cached search.
    await call('POST', '/groceries', { ...grocery, name: 'Privatno' }, suite.ivo);
    expect(await publicNames()).toEqual(['Kefir']);
    expect(await publicNames('/groceries/public?search=jog')).toEqual([]);
  });

  test('edits and deletions show in the catalogue at once', async () => {
    const g = body<{ grocery: { id: string } }>(
      await call('POST', '/groceries', { ...grocery, isPublic: true }),
    ).data.grocery;
    expect(await publicNames('/groceries/public?search=JOG', suite.ivo)).toEqual(['Jogurt']);
    await call('PUT', `/groceries/${g.id}`, { name: 'Jogurt grčki' });
    expect(await publicNames('/groceries/public?search=JOG', suite.ivo)).toEqual(['Jogurt grčki']);
    await call('PUT', `/groceries/${g.id}`, { isPublic: false });
    expect(await publicNames('/groceries/public?search=JOG', suite.ivo)).toEqual([]);
    await call('PUT', `/groceries/${g.id}`, { isPublic: true });
    expect(await publicNames(undefined, suite.ivo)).toEqual(['Jogurt grčki']);
    await call('DELETE', `/groceries/${g.id}`);
    expect(await publicNames(undefined, suite.ivo)).toEqual([]);
  });
});

describe('food diaries', () => {
  const entry = { ...grocery, id: 'g1', quantity: 1.5, meal: 'breakfast' };
  const activity = { name: 'Trčanje', duration: 30, energy: 300 };

  test('PUT upserts a day; GET returns all days with the goal falling back to 1800', async () => {
    const first = await call('PUT', '/food-diaries/2026-01-02', { groceries: [entry] });
    expect(first.statusCode).toBe(200);
    expect(foodDiaryResponse.parse(JSON.parse(first.body)).data.foodDiary).toEqual({
      date: '2026-01-02',
      groceries: [entry],
      activities: [],
      dailyEnergyGoal: 1800,
      version: expect.any(String),
    });
    await call('PUT', '/food-diaries/2026-01-02', { activities: [activity] });
    await call('PUT', '/food-diaries/2026-01-01', { activities: [] });
    const all = foodDiariesResponse.parse(JSON.parse((await call('GET', '/food-diaries')).body))
      .data.foodDiaries;
    expect(all.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-02']);
    expect(all[1]).toMatchObject({ groceries: [entry], activities: [activity] });

    await call('PUT', '/me', { dailyEnergyGoal: 2200 });
    const after = body<{ foodDiaries: { dailyEnergyGoal: number }[] }>(
      await call('GET', '/food-diaries'),
    );
    expect(after.data.foodDiaries.every((d) => d.dailyEnergyGoal === 2200)).toBe(true);
  });

  test('validation: real dates, lower-case meals, non-empty updates', async () => {
    expect((await call('PUT', '/food-diaries/2026-13-45', { activities: [] })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/food-diaries/today', { activities: [] })).statusCode).toBe(400);
    const meal = await call('PUT', '/food-diaries/2026-01-02', {
      groceries: [{ ...entry, meal: 'BREAKFAST' }],
    });
    expect(meal.statusCode).toBe(400);
    const empty = await call('PUT', '/food-diaries/2026-01-02', {});
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('No data to update');
  });

  const dayOf = (response: { body: string }) =>
    foodDiaryResponse.parse(JSON.parse(response.body)).data.foodDiary;

  test('a write made from a stale version of the day is refused with 409 and changes nothing', async () => {
    // Two tabs open on a day never saved: both think it has no version.
    const first = await call('PUT', '/food-diaries/2026-01-02', {
      groceries: [entry],
      version: null,
    });
    expect(first.statusCode).toBe(200);
    const seen = dayOf(first).version;
    expect(seen).toEqual(expect.any(String));

    const stale = await call('PUT', '/food-diaries/2026-01-02', {
      activities: [activity],
      version: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({
      success: false,
      message: 'Dnevnik je u međuvremenu promijenjen',
      data: null,
    });

    // The other tab re-applies its change on the fresh day, with that day's version.
    const second = await call('PUT', '/food-diaries/2026-01-02', {
      groceries: [entry],
      activities: [activity],
      version: seen,
    });
    expect(second.statusCode).toBe(200);
    expect(dayOf(second).version).not.toBe(seen);
    // The first tab's version is now stale too.
    const late = await call('PUT', '/food-diaries/2026-01-02', { groceries: [], version: seen });
    expect(late.statusCode).toBe(409);
    const stored = foodDiariesResponse.parse(JSON.parse((await call('GET', '/food-diaries')).body))
      .data.foodDiaries[0];
    expect(stored).toMatchObject({ groceries: [entry], activities: [activity] });
    expect(stored?.version).toBe(dayOf(second).version);
  });

  test('concurrent versioned writes of one day: exactly one wins, the others get 409', async () => {
    const base = dayOf(await call('PUT', '/food-diaries/2026-01-03', { groceries: [] }));
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('PUT', '/food-diaries/2026-01-03', {
          groceries: [{ ...entry, id: `g${i}` }],
          version: base.version,
        }),
      ),
    );
    expect(writes.filter((w) => w.statusCode === 200)).toHaveLength(1);
    expect(writes.filter((w) => w.statusCode === 409)).toHaveLength(7);
  });

  test('a PUT without a version still writes unconditionally (docs/product.md#api shape)', async () => {
    await call('PUT', '/food-diaries/2026-01-04', { groceries: [entry] });
    const again = await call('PUT', '/food-diaries/2026-01-04', { activities: [activity] });
    expect(again.statusCode).toBe(200);
    expect(dayOf(again)).toMatchObject({ groceries: [entry], activities: [activity] });
  });

  test('diaries are private', async () => {
    await call('PUT', '/food-diaries/2026-01-02', { activities: [activity] });
    const other = body<{ foodDiaries: unknown[] }>(
      await call('GET', '/food-diaries', undefined, suite.ivo),
    );
    expect(other.data.foodDiaries).toEqual([]);
  });
});
