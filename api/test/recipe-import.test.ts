import {
  apiMessages,
  groceryResponse,
  recipeImportResponse,
  recipeResponse,
} from '@organizator/shared/contract';
import { type FakeRecipeSite, startRecipeSite } from './fakes/recipe-site';
import { body, joinTeam, type Session, useSignedInSuite } from './helpers';

// The local site starts before the suite's app, which is told it may fetch from it.
let site: FakeRecipeSite;
beforeAll(async () => {
  site = await startRecipeSite();
});
afterAll(() => site.close());

/** Long enough for a loaded machine to answer from localhost; /slow never answers. */
const TIMEOUT_MS = 3000;
const importConfig = () => ({
  config: {
    recipeImport: {
      timeoutMs: TIMEOUT_MS,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 3,
      allowHosts: [site.host],
    },
  },
});
const suite = useSignedInSuite(
  { ana: 'ana@example.com', mia: 'mia@example.com', bob: 'bob@example.com' },
  importConfig,
);
const { call } = suite;

const importing = (payload: Record<string, unknown>, session?: Session) =>
  call('POST', '/recipes/import', payload, session);
const draftOf = (response: { body: string }) =>
  recipeImportResponse.parse(JSON.parse(response.body)).data.draft;
const page = (name: string) => `${site.url}/${name}.html`;
const line = (draft: ReturnType<typeof draftOf>, text: string) => {
  const found = draft.ingredients.find((i) => i.line === text);
  if (!found) throw new Error(`no line ${text}`);
  return found;
};
const createGrocery = async (
  name: string,
  extra: Record<string, unknown> = {},
  session?: Session,
): Promise<string> => {
  const response = await call(
    'POST',
    '/groceries',
    { name, energy: 350, fat: 1, protein: 10, carb: 70, ...extra },
    session,
  );
  expect(response.statusCode).toBe(200);
  return groceryResponse.parse(JSON.parse(response.body)).data.grocery.id;
};

describe('POST /recipes/import from a page', () => {
  test('a JSON-LD recipe object is a draft: name, servings, steps, source, lines matched with grams', async () => {
    const flour = await createGrocery('Pšenično brašno');
    const response = await importing({ url: page('jsonld-object') });
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe(apiMessages.recipeImported);
    const draft = draftOf(response);
    expect(draft).toMatchObject({
      name: 'Palačinke kao kod bake',
      servings: 4,
      sourceUrl: page('jsonld-object'),
      instructions:
        'Umutite jaja sa šećerom i solju.\nDodajte mlijeko i brašno pa izmiješajte.\nPecite tanke palačinke na malo ulja.',
    });
    expect(draft.ingredients).toHaveLength(6);
    // Eggs counted: the starter catalogue says what one weighs.
    expect(line(draft, '2 jaja')).toMatchObject({
      name: 'jaja',
      amount: 2,
      unit: null,
      groceryId: 'starter-jaja',
      grams: 120,
    });
    // The genitive of a grocery's name still finds it.
    expect(line(draft, '200 g brašna')).toMatchObject({ groceryId: flour, grams: 200, unit: 'g' });
    // A volume becomes grams by the grocery's density.
    expect(line(draft, '5 dl mlijeka')).toMatchObject({
      groceryId: 'starter-mlijeko',
      unit: 'dl',
      grams: 515,
    });
    expect(line(draft, '2 žlice maslinova ulja')).toMatchObject({
      groceryId: 'starter-maslinovo-ulje',
      unit: 'žlica',
      grams: 27.6,
    });
    expect(line(draft, 'prstohvat soli')).toMatchObject({ unit: 'prstohvat', grams: 0.5 });
    const sugar = line(draft, '1 žlica šećera');
    expect(sugar.groceryId).toBe('starter-secer');
    expect(sugar.candidates[0]).toEqual({ groceryId: 'starter-secer', name: 'Šećer' });
    // Cookies are never sent; the site is asked as a stranger would be.
    expect(site.requests.at(-1)?.headers.cookie).toBeUndefined();
  });

  test('JSON-LD in an array, in a WordPress @graph, and microdata are read the same way', async () => {
    const array = draftOf(await importing({ url: page('jsonld-array') }));
    expect(array).toMatchObject({
      name: 'Banana bread & walnuts',
      servings: 8,
      instructions: 'Mash the bananas.\nMix in the rest and bake for 60 minutes.',
    });
    expect(array.ingredients.map((i) => [i.amount, i.unit, i.name])).toEqual([
      [3, null, 'bananas'],
      [1.5, 'šalica', 'flour'],
      [0.5, 'šalica', 'sugar'],
      [2, null, 'eggs'],
      [100, 'g', 'walnuts'],
    ]);
    const graph = draftOf(await importing({ url: page('jsonld-graph') }));
    expect(graph).toMatchObject({ name: 'Varivo od mahuna', servings: 6 });
    expect(graph.instructions).toBe(
      'Priprema povrća\nOčistite i narežite povrće.\nKuhanje\nProdinstajte luk, dodajte povrće i vodu.\nKuhajte 30 minuta.',
    );
    expect(line(graph, '3 mrkve')).toMatchObject({ groceryId: 'starter-mrkva', grams: 210 });
    expect(line(graph, '2 češnja češnjaka')).toMatchObject({ unit: 'češanj', grams: 10 });
    // Water has no grocery and no density: the line asks.
    expect(line(graph, '1 l vode')).toMatchObject({ unit: 'l', amount: 1, grams: null });
    const micro = draftOf(await importing({ url: page('microdata') }));
    expect(micro).toMatchObject({
      name: 'Juha od rajčice',
      servings: 2,
      instructions: 'Zagrijte rajčicu s vodom.\nZačinite šećerom i poslužite.',
    });
    expect(line(micro, '1 limenka (400 g) rajčice')).toMatchObject({
      groceryId: 'starter-rajcica',
      unit: 'g',
      grams: 400,
    });
  });

  test('a compressed page and up to three redirects are followed', async () => {
    expect(draftOf(await importing({ url: `${site.url}/gzip` })).name).toBe('Varivo od mahuna');
    const redirected = await importing({ url: `${site.url}/redirect/3` });
    expect(redirected.statusCode).toBe(200);
    // The source is the address the user gave.
    expect(draftOf(redirected).sourceUrl).toBe(`${site.url}/redirect/3`);
    expect((await importing({ url: `${site.url}/redirect/4` })).statusCode).toBe(502);
  });

  test('a page without a recipe is a 422 in Croatian', async () => {
    const response = await importing({ url: page('no-recipe') });
    expect(response.statusCode).toBe(422);
    expect(body(response)).toEqual({
      success: false,
      message: apiMessages.recipeImportNoRecipe,
      data: null,
    });
  });

  test.each([
    ['loopback', 'http://127.0.0.1:9/'],
    ['loopback as a decimal number', 'http://2130706433/'],
    ['loopback in IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['IPv6 loopback', 'http://[::1]:9/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', 'http://10.0.0.1/'],
    ['a name resolving to loopback', 'http://localhost:9/'],
  ])('an address that is not public is refused (400): %s', async (_, url) => {
    const response = await importing({ url });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(apiMessages.recipeImportRefused);
  });

  test('the allowed test site on another port, and redirects to private addresses, are refused', async () => {
    const otherPort = await importing({ url: `${site.url.replace(/:\d+$/, ':9')}/` });
    expect(otherPort.statusCode).toBe(400);
    for (const path of ['/to-private', '/to-other-port']) {
      const response = await importing({ url: `${site.url}${path}` });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe(apiMessages.recipeImportRefused);
    }
  });

  test('only http and https addresses are taken (400 by the contract)', async () => {
    for (const url of ['ftp://example.com/recept', 'file:///etc/passwd', 'not an address']) {
      const response = await importing({ url });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe(apiMessages.recipeImportBadUrl);
    }
    const both = await importing({ url: page('microdata'), text: 'Juha\n1 jaje' });
    expect(body(both).message).toBe(apiMessages.recipeImportOneSource);
  });

  test('a page too large or not HTML is a 422; a slow site a 504; a closed one a 502', async () => {
    const large = await importing({ url: `${site.url}/too-large` });
    expect(large.statusCode).toBe(422);
    expect(body(large).message).toBe(apiMessages.recipeImportTooLarge);
    const json = await importing({ url: `${site.url}/data.json` });
    expect(json.statusCode).toBe(422);
    expect(body(json).message).toBe(apiMessages.recipeImportNotHtml);
    const missing = await importing({ url: `${site.url}/missing.html` });
    expect(missing.statusCode).toBe(502);
    const slow = await importing({ url: `${site.url}/slow` });
    expect(slow.statusCode).toBe(504);
    expect(body(slow).message).toBe(apiMessages.recipeImportSlow);
  });

  test('page imports count against a per-user limit (429 in Croatian)', async () => {
    await suite.restartApp({
      config: {
        ...importConfig().config,
        rateLimits: {
          ...(await import('../src/config')).defaultConfig().rateLimits,
          recipeImportPerUser: { max: 2, windowMs: 60_000 },
        },
      },
    });
    expect((await importing({ url: page('microdata') })).statusCode).toBe(200);
    expect((await importing({ url: page('microdata') })).statusCode).toBe(200);
    const third = await importing({ url: page('microdata') });
    expect(third.statusCode).toBe(429);
    expect(body(third).message).toBe(apiMessages.recipeImportTooMany);
    // Another user has a limit of their own.
    expect((await importing({ url: page('microdata') }, suite.bob)).statusCode).toBe(200);
    await suite.restartApp(importConfig());
  });
});

describe('POST /recipes/import from text', () => {
  test('the first line is the name, then the ingredients, the rest the preparation', async () => {
    const text = [
      'Omlet sa sirom',
      'Za 2 osobe',
      '',
      'Sastojci:',
      '- 4 jaja',
      '- 50 g gauda sira',
      '- sol po ukusu',
      '',
      'Priprema:',
      'Umutite jaja i posolite.',
      'Pecite na tavi i pospite sirom.',
    ].join('\n');
    const response = await importing({ text });
    expect(response.statusCode).toBe(200);
    const draft = draftOf(response);
    expect(draft).toMatchObject({
      name: 'Omlet sa sirom',
      servings: 2,
      sourceUrl: null,
      instructions: 'Umutite jaja i posolite.\nPecite na tavi i pospite sirom.',
    });
    expect(draft.ingredients.map((i) => [i.name, i.grams, i.groceryId])).toEqual([
      ['jaja', 240, 'starter-jaja'],
      ['gauda sira', 50, 'starter-gauda'],
      ['sol', null, null],
    ]);
  });

  test('text with no ingredient line is a 422 in Croatian', async () => {
    const response = await importing({ text: 'Samo naslov' });
    expect(response.statusCode).toBe(422);
    expect(body(response).message).toBe(apiMessages.recipeImportNoText);
  });

  test('a piece becomes grams once the grocery says what one weighs', async () => {
    const id = await createGrocery('Tortilja', { pieceGrams: 60 });
    const draft = draftOf(await importing({ text: 'Wrap\n3 tortilje\n2 kom rajčice' }));
    expect(draft.ingredients[0]).toMatchObject({ groceryId: id, grams: 180 });
    expect(draft.ingredients[1]).toMatchObject({ groceryId: 'starter-rajcica', grams: 240 });
  });
});

describe("the team's earlier choices", () => {
  test("a saved line's name is matched to the chosen grocery for the whole team, never for another team", async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@example.com');
    // Ana's own flour, shared with her team, and a private one only she sees.
    const teamFlour = await createGrocery('Glatko brašno T-400', { visibility: 'team' });
    const before = draftOf(await importing({ text: 'Kruh\n500 g brašna' }, mia));
    expect(before.ingredients[0]?.groceryId).toBe(teamFlour);
    const bread = await call('POST', '/recipes', {
      name: 'Kruh',
      servings: 1,
      sourceUrl: page('jsonld-object'),
      ingredients: [{ groceryId: 'starter-secer', grams: 500, importName: 'brašna' }],
    });
    expect(bread.statusCode).toBe(200);
    expect(recipeResponse.parse(JSON.parse(bread.body)).data.recipe.sourceUrl).toBe(
      page('jsonld-object'),
    );
    // The choice (however odd) is the team's now: Mia's import follows it.
    const after = draftOf(await importing({ text: 'Kruh\n500 g Brašna' }, mia));
    expect(after.ingredients[0]?.groceryId).toBe('starter-secer');
    // Bob's team knows nothing of it, and never sees Ana's groceries.
    const bobs = draftOf(await importing({ text: 'Kruh\n500 g brašna' }, suite.bob));
    expect(bobs.ingredients[0]?.groceryId).toBeNull();
    expect(bobs.ingredients[0]?.candidates).toEqual([]);
  });

  test('a choice pointing at a grocery the reader no longer sees is not offered', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@example.com');
    const secret = await createGrocery('Tajni umak');
    await call('POST', '/recipes', {
      name: 'Tajna',
      servings: 1,
      ingredients: [{ groceryId: secret, grams: 10, importName: 'umaka' }],
    });
    const draft = draftOf(await importing({ text: 'Tajna\n10 g umaka' }, mia));
    expect(draft.ingredients[0]?.groceryId).toBeNull();
  });
});

describe('recipes keep their source', () => {
  test('POST and PUT take sourceUrl; a bad one is refused; GET answers it', async () => {
    const created = await call('POST', '/recipes', {
      name: 'Juha',
      servings: 2,
      sourceUrl: 'https://recepti.example/juha',
      ingredients: [{ groceryId: 'starter-rajcica', grams: 400 }],
    });
    const recipe = recipeResponse.parse(JSON.parse(created.body)).data.recipe;
    expect(recipe.sourceUrl).toBe('https://recepti.example/juha');
    const bad = await call('PUT', `/recipes/${recipe.id}`, { sourceUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const cleared = await call('PUT', `/recipes/${recipe.id}`, { sourceUrl: null });
    expect(recipeResponse.parse(JSON.parse(cleared.body)).data.recipe.sourceUrl).toBeNull();
  });

  test('the OpenAPI document describes the import', async () => {
    const doc = JSON.parse((await suite.app.inject({ url: '/api/openapi.json' })).body);
    expect(doc.paths['/api/recipes/import'].post).toBeDefined();
  });
});
