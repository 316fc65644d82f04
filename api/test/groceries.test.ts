import {
  apiMessages,
  type Grocery,
  groceriesResponse,
  groceryResponse,
} from '@organizator/shared/contract';
import { eq } from 'drizzle-orm';
import { groceries } from '../src/db/schema';
import { body, heardBack, joinTeam, type Session, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ ana: 'ana@example.com', ivo: 'ivo@example.com' });
const { call } = suite;

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

describe('visibility: private, team or public', () => {
  const create = async (extra: Record<string, unknown>, session: Session = suite.ana) =>
    groceryResponse.parse(
      JSON.parse((await call('POST', '/groceries', { ...grocery, ...extra }, session)).body),
    ).data.grocery;

  test('isPublic and visibility tell the same thing; visibility wins when both are sent', async () => {
    expect(await create({})).toMatchObject({ visibility: 'private', isPublic: false });
    expect(await create({ isPublic: true })).toMatchObject({
      visibility: 'public',
      isPublic: true,
    });
    expect(await create({ visibility: 'team' })).toMatchObject({
      visibility: 'team',
      isPublic: false,
    });
    expect(await create({ visibility: 'team', isPublic: true })).toMatchObject({
      visibility: 'team',
    });
    const bad = await call('POST', '/groceries', { ...grocery, visibility: 'everyone' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(apiMessages.invalidVisibility);
  });

  test('isPublic: false on a team grocery leaves it shared; on a public one makes it private', async () => {
    const team = await create({ visibility: 'team' });
    const kept = await call('PUT', `/groceries/${team.id}`, { isPublic: false, energy: 62 });
    expect(body<{ grocery: Grocery }>(kept).data.grocery).toMatchObject({
      visibility: 'team',
      energy: 62,
    });
    const pub = await create({ isPublic: true });
    const hidden = await call('PUT', `/groceries/${pub.id}`, { isPublic: false });
    expect(body<{ grocery: Grocery }>(hidden).data.grocery.visibility).toBe('private');
  });

  test('a team grocery is in every member’s catalogue, read-only, and leaves with its owner', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@example.com');
    const shared = await create({ name: 'Domaći ajvar', visibility: 'team' });
    await create({ name: 'Tajni sir' });
    const miaSees = async () =>
      groceriesResponse
        .parse(JSON.parse((await call('GET', '/groceries/my', undefined, mia)).body))
        .data.groceries.map((g) => [g.name, g.userId, g.visibility]);
    expect(await miaSees()).toEqual([['Domaći ajvar', null, 'team']]);
    expect((await call('GET', `/groceries/${shared.id}`, undefined, mia)).statusCode).toBe(200);
    expect((await call('PUT', `/groceries/${shared.id}`, { energy: 1 }, mia)).statusCode).toBe(404);
    expect((await call('DELETE', `/groceries/${shared.id}`, undefined, mia)).statusCode).toBe(404);
    // Ivo is in another team: nothing of it.
    expect((await call('GET', `/groceries/${shared.id}`, undefined, suite.ivo)).statusCode).toBe(
      404,
    );

    // Mia's own team grocery goes with her when she leaves: Ana no longer sees it, Mia keeps it.
    const hers = await create({ name: 'Mijin humus', visibility: 'team' }, mia);
    expect((await call('GET', `/groceries/${hers.id}`)).statusCode).toBe(200);
    expect((await call('POST', '/my-team/leave', undefined, mia)).statusCode).toBe(200);
    expect((await call('GET', `/groceries/${hers.id}`)).statusCode).toBe(404);
    expect(await miaSees()).toEqual([['Mijin humus', mia.userId, 'private']]);
  });
});

describe('barcodes', () => {
  const EAN13 = '4006381333931';

  test('a grocery keeps a valid EAN-13, EAN-8 or UPC-A (as its EAN-13) and is found by it', async () => {
    const ean13 = await call('POST', '/groceries', { ...grocery, barcode: ` ${EAN13} ` });
    expect(body<{ grocery: Grocery }>(ean13).data.grocery.barcode).toBe(EAN13);
    const ean8 = await call('POST', '/groceries', {
      ...grocery,
      name: 'Keksi',
      barcode: '96385074',
    });
    expect(body<{ grocery: Grocery }>(ean8).data.grocery.barcode).toBe('96385074');
    const upc = await call('POST', '/groceries', {
      ...grocery,
      name: 'Pahuljice',
      barcode: '036000291452',
    });
    expect(body<{ grocery: Grocery }>(upc).data.grocery.barcode).toBe('0036000291452');

    const found = await call('GET', '/groceries/barcode/036000291452');
    expect(found.statusCode).toBe(200);
    expect(groceryResponse.parse(JSON.parse(found.body)).data.grocery.name).toBe('Pahuljice');
    const removed = await call(
      'PUT',
      `/groceries/${body<{ grocery: Grocery }>(ean8).data.grocery.id}`,
      {
        barcode: null,
      },
    );
    expect(body<{ grocery: Grocery }>(removed).data.grocery.barcode).toBeNull();
    const gone = await call('GET', '/groceries/barcode/96385074');
    expect(gone.statusCode).toBe(404);
    expect(body(gone)).toEqual({
      success: false,
      message: apiMessages.groceryWithBarcodeNotFound,
      data: null,
    });
  });

  test('a malformed barcode is a 400 with a Croatian message, and nothing is stored', async () => {
    for (const barcode of ['4006381333932', '12345', 'abcdefgh', '40063813339310']) {
      const response = await call('POST', '/groceries', { ...grocery, barcode });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        success: false,
        message: apiMessages.invalidBarcode,
        data: null,
      });
      const lookup = await call('GET', `/groceries/barcode/${barcode}`);
      expect(lookup.statusCode).toBe(400);
      expect(body(lookup).message).toBe(apiMessages.invalidBarcode);
    }
    const mine = body<{ groceries: unknown[] }>(await call('GET', '/groceries/my')).data.groceries;
    expect(mine).toEqual([]);
  });

  test('a scan finds the caller’s own food first, then the team’s, then a public one; never another’s private one', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@example.com');
    const named = async (name: string, extra: Record<string, unknown>, session: Session) =>
      call('POST', '/groceries', { ...grocery, name, barcode: EAN13, ...extra }, session);
    await named('Ivin privatni', {}, suite.ivo);
    const scan = async (session: Session) =>
      body<{ grocery: Grocery }>(
        await call('GET', `/groceries/barcode/${EAN13}`, undefined, session),
      ).data?.grocery?.name;
    expect((await call('GET', `/groceries/barcode/${EAN13}`)).statusCode).toBe(404);
    await named('Ivin javni', { visibility: 'public' }, suite.ivo);
    expect(await scan(suite.ana)).toBe('Ivin javni');
    await named('Mijin timski', { visibility: 'team' }, mia);
    expect(await scan(suite.ana)).toBe('Mijin timski');
    await named('Anin', {}, suite.ana);
    expect(await scan(suite.ana)).toBe('Anin');
    expect(await scan(mia)).toBe('Mijin timski');
    expect(await scan(suite.ivo)).toBe('Ivin privatni');
  });
});
