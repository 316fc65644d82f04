import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { body, joinTeam, login, multipart, PNG_1X1, type Session, useTestSuite } from './helpers';

/**
 * The authorisation matrix: a member of team B tries every list, item, image, note, grocery and
 * diary route on team A's data, and gets 403/404 and changes nothing.
 */
let database: Database;
let app: FastifyInstance;
let ana: Session; // team A
let bob: Session; // team B
let mia: Session; // team A member
const a = {
  list: '',
  item: '',
  image: '',
  looseImage: '',
  imageUrl: '',
  note: '',
  privateGrocery: '',
  publicGrocery: '',
  teamGrocery: '',
  privateRecipe: '',
  teamRecipe: '',
};
const b = { list: '', item: '', image: '', recipe: '' };
/** A valid EAN-13 that only team A's foods carry. */
const A_BARCODE = '4006381333931';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: Session, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: session.auth, ...(payload ? { payload } : {}) });
const idOf = async (response: Promise<{ body: string }>, key: string) =>
  (body<Record<string, { id: string; url?: string }>>(await response).data[key] as { id: string })
    .id;
const uploadAs = async (session: Session, fields: Record<string, string> = {}) => {
  const form = multipart(PNG_1X1, fields);
  const response = await app.inject({
    method: 'POST',
    url: '/api/list-item-images',
    headers: { ...session.auth, ...form.headers },
    payload: form.payload,
  });
  return response;
};

/** Everything team A owns, as rows (image bytes left out), to compare before and after. */
async function snapshotOfA() {
  const q = (query: ReturnType<typeof sql>) => database.rows<Record<string, unknown>>(query);
  return {
    lists: await q(sql`select * from lists where team_id = ${ana.teamId} order by id`),
    items: await q(sql`select i.* from list_items i join lists l on l.id = i.list_id
      where l.team_id = ${ana.teamId} order by i.id`),
    images: await q(sql`select id, url_key, list_item_id, description, team_id
      from list_item_images where team_id = ${ana.teamId} order by id`),
    notes: await q(sql`select * from notes where user_id = ${ana.userId} order by id`),
    groceries: await q(sql`select * from groceries where user_id = ${ana.userId} order by id`),
    recipes: await q(sql`select * from recipes where user_id = ${ana.userId} order by id`),
    ingredients:
      await q(sql`select ri.* from recipe_ingredients ri join recipes r on r.id = ri.recipe_id
      where r.user_id = ${ana.userId} order by ri.recipe_id, ri.position`),
    recipeRequests:
      await q(sql`select q.* from list_recipe_requests q join lists l on l.id = q.list_id
      where l.team_id = ${ana.teamId} order by q.request_id`),
    diaries: await q(sql`select * from food_diaries where user_id = ${ana.userId} order by id`),
    invites: await q(sql`select * from team_invites where team_id = ${ana.teamId} order by id`),
    users: await q(sql`select * from users where team_id = ${ana.teamId} order by id`),
  };
}

const suite = useTestSuite();
beforeAll(async () => {
  ({ app, database } = suite);
  ana = await login(app, 'ana@a.example');
  bob = await login(app, 'bob@b.example');

  a.list = await idOf(call(ana, 'POST', '/lists', { name: 'Tajni popis A' }), 'list');
  a.image = await idOf(uploadAs(ana), 'listItemImage');
  a.item = await idOf(
    call(ana, 'POST', `/lists/${a.list}/items`, { name: 'Tajna stvar A', images: [a.image] }),
    'item',
  );
  const loose = body<{ listItemImage: { id: string; url: string } }>(await uploadAs(ana)).data
    .listItemImage;
  a.looseImage = loose.id;
  a.imageUrl = loose.url;
  a.note = await idOf(call(ana, 'POST', '/notes', { title: 'Tajna bilješka' }), 'note');
  const grocery = { name: 'Tajni jogurt', energy: 1, fat: 1, protein: 1, carb: 1 };
  a.privateGrocery = await idOf(call(ana, 'POST', '/groceries', grocery), 'grocery');
  a.publicGrocery = await idOf(
    call(ana, 'POST', '/groceries', { ...grocery, name: 'Javni jogurt', isPublic: true }),
    'grocery',
  );
  a.teamGrocery = await idOf(
    call(ana, 'POST', '/groceries', {
      ...grocery,
      name: 'Timski jogurt',
      visibility: 'team',
      barcode: A_BARCODE,
    }),
    'grocery',
  );
  const recipe = (name: string, visibility: string) => ({
    name,
    servings: 2,
    visibility,
    ingredients: [{ groceryId: a.privateGrocery, grams: 100 }],
  });
  a.privateRecipe = await idOf(
    call(ana, 'POST', '/recipes', recipe('Tajni recept', 'private')),
    'recipe',
  );
  a.teamRecipe = await idOf(
    call(ana, 'POST', '/recipes', recipe('Timski recept', 'team')),
    'recipe',
  );
  await call(ana, 'PUT', '/food-diaries/2026-01-02', {
    activities: [{ name: 'Trčanje', duration: 10, energy: 100 }],
  });
  await call(ana, 'POST', '/team-invites', { email: 'friend@a.example', teamId: ana.teamId });
  mia = await joinTeam(app, ana, 'mia@a.example');

  b.list = await idOf(call(bob, 'POST', '/lists', { name: 'Popis B' }), 'list');
  b.item = await idOf(call(bob, 'POST', `/lists/${b.list}/items`, { name: 'Stvar B' }), 'item');
  b.image = await idOf(uploadAs(bob), 'listItemImage');
  b.recipe = await idOf(
    call(bob, 'POST', '/recipes', {
      name: 'Recept B',
      servings: 1,
      ingredients: [{ groceryId: a.publicGrocery, grams: 50 }],
    }),
    'recipe',
  );
});

describe('a member of team B on team A’s data', () => {
  const attempts: [Method, () => string, (() => object)?][] = [
    ['GET', () => `/lists/${a.list}`],
    ['PUT', () => `/lists/${a.list}`, () => ({ name: 'hacked' })],
    ['PUT', () => `/lists/${a.list}`, () => ({ categoriesOrder: ['jaja'] })],
    ['PUT', () => `/lists/${a.list}/reset`],
    ['DELETE', () => `/lists/${a.list}`],
    ['POST', () => `/lists/${a.list}/items`, () => ({ name: 'hacked' })],
    ['PUT', () => `/lists/${a.list}/items/${a.item}`, () => ({ isDone: true })],
    ['DELETE', () => `/lists/${a.list}/items/${a.item}`],
    ['PUT', () => `/lists/${b.list}/items/${a.item}`, () => ({ name: 'hacked' })],
    ['DELETE', () => `/lists/${b.list}/items/${a.item}`],
    ['POST', () => `/lists/${b.list}/items`, () => ({ name: 'steal', images: [a.looseImage] })],
    ['PUT', () => `/list-item-images/${a.image}`, () => ({ description: 'hacked' })],
    ['PUT', () => `/list-item-images/${a.looseImage}`, () => ({ listItemId: b.item })],
    ['PUT', () => `/list-item-images/${b.image}`, () => ({ listItemId: a.item })],
    ['DELETE', () => `/list-item-images/${a.image}`],
    ['DELETE', () => `/list-item-images/${a.looseImage}`],
    ['GET', () => `/notes/${a.note}`],
    ['PUT', () => `/notes/${a.note}`, () => ({ title: 'hacked' })],
    ['DELETE', () => `/notes/${a.note}`],
    ['GET', () => `/groceries/${a.privateGrocery}`],
    ['PUT', () => `/groceries/${a.privateGrocery}`, () => ({ energy: 999 })],
    ['DELETE', () => `/groceries/${a.privateGrocery}`],
    ['PUT', () => `/groceries/${a.publicGrocery}`, () => ({ energy: 999 })],
    ['DELETE', () => `/groceries/${a.publicGrocery}`],
    ['POST', () => '/team-invites', () => ({ email: 'evil@b.example', teamId: ana.teamId })],
    ['DELETE', () => '/team-invites', () => ({ email: 'friend@a.example', teamId: ana.teamId })],
    // Only the invitee answers an invite: B holds none from A, so A's pending one is out of reach.
    ['POST', () => '/team-invites/accept', () => ({ teamId: ana.teamId })],
    ['POST', () => '/team-invites/decline', () => ({ teamId: ana.teamId })],
    ['DELETE', () => `/team-members/${mia.userId}`],
    ['DELETE', () => `/team-members/${ana.userId}`],
  ];

  // The label is the route as written above, e.g. "PUT `/lists/${a.list}/reset`".
  const cases = attempts.map(
    ([method, url, payload]) =>
      [`${method} ${url.toString().replace(/^\(\)\s*=>\s*/, '')}`, method, url, payload] as const,
  );
  test.each(cases)(
    '%s is refused with 403/404 and changes nothing',
    async (_label, method, url, payload) => {
      const before = await snapshotOfA();
      const response = await call(bob, method, url(), payload?.());
      expect([403, 404]).toContain(response.statusCode);
      expect(body(response)).toMatchObject({ success: false, data: null });
      expect(await snapshotOfA()).toEqual(before);
    },
  );

  // Every recipe route, on team A's private and team recipes: they do not exist for B.
  const recipeAttempts: [Method, () => string, (() => object)?][] = [
    ['GET', () => `/recipes/${a.privateRecipe}`],
    ['GET', () => `/recipes/${a.teamRecipe}`],
    ['PUT', () => `/recipes/${a.privateRecipe}`, () => ({ name: 'hacked' })],
    ['PUT', () => `/recipes/${a.teamRecipe}`, () => ({ visibility: 'public' })],
    ['DELETE', () => `/recipes/${a.privateRecipe}`],
    ['DELETE', () => `/recipes/${a.teamRecipe}`],
    [
      'POST',
      () => `/lists/${b.list}/recipe-items`,
      () => ({ recipeId: a.teamRecipe, servings: 1 }),
    ],
    ['POST', () => `/lists/${a.list}/recipe-items`, () => ({ recipeId: b.recipe, servings: 1 })],
    ['GET', () => `/groceries/${a.teamGrocery}`],
    ['GET', () => `/groceries/barcode/${A_BARCODE}`],
  ];
  const recipeCases = recipeAttempts.map(
    ([method, url, payload]) =>
      [`${method} ${url.toString().replace(/^\(\)\s*=>\s*/, '')}`, method, url, payload] as const,
  );
  test.each(recipeCases)(
    '%s is a 404 and changes nothing',
    async (_label, method, url, payload) => {
      const before = await snapshotOfA();
      const response = await call(bob, method, url(), payload?.());
      expect(response.statusCode).toBe(404);
      expect(body(response)).toMatchObject({ success: false, data: null });
      expect(await snapshotOfA()).toEqual(before);
    },
  );

  test('a recipe made of team A’s private grocery is refused as an unknown ingredient', async () => {
    const response = await call(bob, 'POST', '/recipes', {
      name: 'Ukradeni recept',
      servings: 1,
      ingredients: [{ groceryId: a.privateGrocery, grams: 10 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('Tajni jogurt');
  });

  test('an upload onto team A’s item is refused and stores nothing', async () => {
    const before = await snapshotOfA();
    const response = await uploadAs(bob, { listItemId: a.item });
    expect(response.statusCode).toBe(404);
    expect(await snapshotOfA()).toEqual(before);
  });

  test('reads of collections never include team A’s data', async () => {
    const secrets = [
      'Tajni popis A',
      'Tajna stvar A',
      'Tajna bilješka',
      'Tajni jogurt',
      'Timski jogurt',
      'Tajni recept',
      'Timski recept',
      'Trčanje',
    ];
    for (const url of [
      '/lists',
      '/list-item-options',
      `/list-item-options?excludeListId=${b.list}`,
      '/notes',
      '/groceries/my',
      '/recipes',
      '/recipes/public',
      '/food-diaries',
      '/my-team',
      '/owned-teams',
      '/my-invites',
    ]) {
      const response = await call(bob, 'GET', url);
      expect(response.statusCode).toBe(200);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain(ana.userId);
    }
  });

  test('public groceries are the one thing B may read, without their owner’s id', async () => {
    const response = await call(bob, 'GET', `/groceries/${a.publicGrocery}`);
    expect(response.statusCode).toBe(200);
    expect(body<{ grocery: { userId: unknown } }>(response).data.grocery.userId).toBeNull();
    expect(response.body).not.toContain(ana.userId);
    const pub = await call(bob, 'GET', '/groceries/public');
    expect(pub.body).toContain('Javni jogurt');
    expect(pub.body).not.toContain('Tajni jogurt');
    expect(pub.body).not.toContain(ana.userId);
    expect(
      body<{ groceries: { userId: unknown }[] }>(pub).data.groceries.every(
        (g) => g.userId === null,
      ),
    ).toBe(true);
  });

  test('the owner still sees their own id on their public grocery', async () => {
    const response = await call(ana, 'GET', `/groceries/${a.publicGrocery}`);
    expect(body<{ grocery: { userId: unknown } }>(response).data.grocery.userId).toBe(ana.userId);
  });

  test('B’s logout-all ends B’s sessions only', async () => {
    const bobsSecond = await login(app, 'bob@b.example');
    const out = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: bobsSecond.auth,
    });
    expect(out.statusCode).toBe(200);
    expect((await call(ana, 'GET', '/me')).statusCode).toBe(200);
    expect((await call(bob, 'GET', '/me')).statusCode).toBe(401);
    bob = await login(app, 'bob@b.example');
  });

  test('B’s diary writes land in B’s diary only', async () => {
    const before = await snapshotOfA();
    const response = await call(bob, 'PUT', '/food-diaries/2026-01-02', { activities: [] });
    expect(response.statusCode).toBe(200);
    expect(await snapshotOfA()).toEqual(before);
  });

  test('a member of A removes nobody, and B leaving its own team changes nothing in A', async () => {
    const before = await snapshotOfA();
    const byMember = await call(mia, 'DELETE', `/team-members/${ana.userId}`);
    expect(byMember.statusCode).toBe(403);
    expect(body(byMember)).toMatchObject({ success: false, data: null });
    // Bob owns team B alone: an owner cannot leave (409), and nothing of A is touched either way.
    const leave = await call(bob, 'POST', '/my-team/leave');
    expect(leave.statusCode).toBe(409);
    expect(await snapshotOfA()).toEqual(before);
  });

  test('B cannot open team A’s live stream', async () => {
    const response = await app.inject({
      url: `/api/sse?userId=${ana.userId}`,
      headers: bob.auth,
    });
    expect(response.statusCode).toBe(403);
  });

  test('team A still has everything', async () => {
    const list = await call(ana, 'GET', `/lists/${a.list}`);
    expect(list.statusCode).toBe(200);
    expect(
      body<{ list: { items: { images: unknown[] }[] } }>(list).data.list.items[0]?.images,
    ).toHaveLength(1);
    expect((await app.inject({ url: a.imageUrl })).statusCode).toBe(200);
  });
});
