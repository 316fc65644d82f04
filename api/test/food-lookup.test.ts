import {
  apiMessages,
  ENERGY_PER_100_MAX,
  foodLookupResponse,
  GROCERY_NAME_MAX,
  NUTRIENT_PER_100_MAX,
} from '@organizator/shared/contract';
import type { FastifyInstance } from 'fastify';
import { configFromEnv, OPEN_FOOD_FACTS_URL } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { ANSWER_MAX_BYTES, NOT_FOUND_TTL_MS } from '../src/lib/food-lookup';
import {
  type FakeOpenFoodFacts,
  hugeAnswer,
  productAnswer,
  redirectAnswer,
  startFakeOpenFoodFacts,
  unreachableUrl,
  wrongTypeAnswer,
} from './fakes/open-food-facts';
import { body, login, makeApp, onPostgres, testClock, useSignedInSuite } from './helpers';

// The fake service starts before the suite's app, which is configured with its address.
let fake: FakeOpenFoodFacts;
beforeAll(async () => {
  fake = await startFakeOpenFoodFacts();
});
afterAll(() => fake.close());

const clock = testClock();
/** Long enough for a loaded machine (all suites at once on two cores) to answer from localhost; the slow case never answers. */
const TIMEOUT_MS = 5000;
const lookupConfig = () => ({
  now: clock.now,
  config: { foodLookupUrl: fake.url, foodLookupTimeoutMs: TIMEOUT_MS },
});
const suite = useSignedInSuite({ ana: 'ana@example.com', ben: 'ben@example.com' }, lookupConfig);
const { call } = suite;

const lookUp = (code: string) => call('GET', `/food-lookup/${code}`);
const draftOf = (response: { body: string }) =>
  foodLookupResponse.parse(JSON.parse(response.body)).data.grocery;
const asked = (code: string) => fake.requests.filter((r) => r.includes(`/product/${code}.json`));

describe('GET /food-lookup/{code}', () => {
  test('a product with nutrition data is a prefilled draft, per 100 g, in whole numbers', async () => {
    const response = await lookUp('3017620422003');
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe(apiMessages.foodLookupFound);
    expect(draftOf(response)).toEqual({
      name: 'Nutella',
      energy: 539,
      fat: 31,
      protein: 6,
      carb: 58,
      barcode: '3017620422003',
    });
    // Asked with the fields we read and a User-Agent naming the app, as the service asks of clients.
    expect(asked('3017620422003')[0]).toMatch(/\?fields=.*nutriments/);
    expect(fake.userAgents.at(-1)).toMatch(/^Organizator\//);
  });

  test('a product without nutrition data leaves those values empty', async () => {
    expect(draftOf(await lookUp('5901234123457'))).toEqual({
      name: 'Prirodna mineralna voda',
      energy: null,
      fat: null,
      protein: null,
      carb: null,
      barcode: '5901234123457',
    });
  });

  test('energy stated in kJ only is converted; an empty name falls back to a localised one', async () => {
    expect(draftOf(await lookUp('96385074'))).toEqual({
      name: 'Oat biscuits',
      energy: 466,
      fat: 20,
      protein: 8,
      carb: 63,
      barcode: '96385074',
    });
  });

  test('an unknown product is a 404 in the envelope', async () => {
    const response = await lookUp('4006381333931');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({
      success: false,
      message: apiMessages.foodLookupNotFound,
      data: null,
    });
  });

  test('answers are kept: a found product and an unknown one are asked once, an unknown one again a day later', async () => {
    const found = await lookUp('3017620422003');
    const before = asked('3017620422003').length;
    expect(draftOf(await lookUp('3017620422003'))).toEqual(draftOf(found));
    expect(asked('3017620422003')).toHaveLength(before);

    await lookUp('5000112637922');
    expect((await lookUp('5000112637922')).statusCode).toBe(404);
    expect(asked('5000112637922')).toHaveLength(1);
    clock.advance(NOT_FOUND_TTL_MS + 1);
    expect((await lookUp('5000112637922')).statusCode).toBe(404);
    expect(asked('5000112637922')).toHaveLength(2);
  });

  test('a UPC-A code is asked for as its EAN-13', async () => {
    await lookUp('036000291452');
    expect(asked('0036000291452')).toHaveLength(1);
  });

  test('a malformed code is a 400 and the service is not asked', async () => {
    const before = fake.requests.length;
    const response = await lookUp('12345678');
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(apiMessages.invalidBarcode);
    expect(fake.requests).toHaveLength(before);
  });

  test('a service slower than the timeout is a 504, and nothing is kept', async () => {
    fake.slow.add('5449000000996');
    const response = await lookUp('5449000000996');
    expect(response.statusCode).toBe(504);
    expect(body(response)).toEqual({
      success: false,
      message: apiMessages.foodLookupSlow,
      data: null,
    });
    fake.slow.delete('5449000000996');
    await lookUp('5449000000996');
    expect(asked('5449000000996')).toHaveLength(2);
  });

  test('a broken service is a 502', async () => {
    fake.broken.add('8000500310427');
    const response = await lookUp('8000500310427');
    expect(response.statusCode).toBe(502);
    expect(body(response).message).toBe(apiMessages.foodLookupUnreachable);
  });
});

describe('a careful client of the service', () => {
  // Valid EAN-13 codes, one per case: every answer is kept, so no two cases share one.
  const code = (n: number) =>
    [
      '3850000000015',
      '3850000000022',
      '3850000000039',
      '3850000000046',
      '3850000000053',
      '3850000000060',
      '3850000000077',
      '3850000000084',
    ][n]!;
  const unusable = { success: false, message: apiMessages.foodLookupBadAnswer, data: null };

  test('a redirect to another address is not followed: a 502, and nothing from there is a draft', async () => {
    fake.answers.set(
      code(0),
      redirectAnswer(`${fake.elsewhere.url}/api/v2/product/${code(0)}.json`),
    );
    const response = await lookUp(code(0));
    expect(response.statusCode).toBe(502);
    expect(body(response)).toEqual(unusable);
    expect(fake.elsewhere.requests).toHaveLength(0);
  });

  test('a redirect within the service is followed', async () => {
    fake.answers.set(
      '3017620422003',
      redirectAnswer(
        '/api/v2/product/3017620422003.json?fields=code,product_name,nutriments&moved=1',
      ),
    );
    const response = await lookUp('3017620422003');
    fake.answers.delete('3017620422003');
    expect(response.statusCode).toBe(200);
    expect(draftOf(response).name).toBe('Nutella');
  });

  test('an answer bigger than the cap is a 502, and nothing is kept', async () => {
    fake.answers.set(code(1), hugeAnswer(code(1), ANSWER_MAX_BYTES * 4));
    const response = await lookUp(code(1));
    expect(response.statusCode).toBe(502);
    expect(body(response)).toEqual(unusable);
    await lookUp(code(1));
    expect(asked(code(1))).toHaveLength(2);
  });

  test('an answer that is not JSON by its content type is a 502', async () => {
    fake.answers.set(code(2), wrongTypeAnswer(code(2)));
    const response = await lookUp(code(2));
    expect(response.statusCode).toBe(502);
    expect(body(response)).toEqual(unusable);
  });

  test('an answer that is no product answer is a 502', async () => {
    fake.answers.set(code(3), { chunks: ['{"status":1,"product":"not an object"'] });
    expect(body(await lookUp(code(3)))).toEqual(unusable);
    fake.answers.set(code(3), { chunks: ['{"status":1,"product":"not an object"}'] });
    expect(body(await lookUp(code(3)))).toEqual(unusable);
  });

  test('control characters in a name are dropped: the draft is answered and kept', async () => {
    fake.answers.set(
      code(4),
      productAnswer(code(4), { product_name: 'Kek\u0000si\u0007 \n s čokoladom' }),
    );
    const response = await lookUp(code(4));
    expect(response.statusCode).toBe(200);
    expect(draftOf(response).name).toBe('Kek si s čokoladom');
    expect((await lookUp(code(4))).statusCode).toBe(200);
    expect(asked(code(4))).toHaveLength(1);
  });

  test('values past what the grocery form accepts are clamped, named, and accepted by POST /groceries', async () => {
    fake.answers.set(
      code(5),
      productAnswer(code(5), {
        product_name: 'Š'.repeat(300),
        nutriments: {
          'energy-kcal_100g': 5_000_000_000,
          fat_100g: 1000,
          proteins_100g: 12,
          carbohydrates_100g: '',
        },
      }),
    );
    const draft = draftOf(await lookUp(code(5)));
    expect(draft).toEqual({
      name: 'Š'.repeat(GROCERY_NAME_MAX),
      energy: ENERGY_PER_100_MAX,
      fat: NUTRIENT_PER_100_MAX,
      protein: 12,
      carb: null,
      barcode: code(5),
      clamped: ['name', 'energy', 'fat'],
    });
    const { clamped: _, ...values } = draft;
    const created = await call('POST', '/groceries', { ...values, carb: 0 });
    expect(created.statusCode).toBe(200);
  });

  test('an unknown product is kept as unknown: asked once', async () => {
    await lookUp(code(6));
    expect((await lookUp(code(6))).statusCode).toBe(404);
    expect(asked(code(6))).toHaveLength(1);
  });
});

describe('a per-user limit on asking the service', () => {
  const limited = () => ({
    now: clock.now,
    config: {
      foodLookupUrl: fake.url,
      foodLookupTimeoutMs: TIMEOUT_MS,
      rateLimits: { foodLookupPerUser: { max: 2, windowMs: 60_000 } },
    },
  });
  let second: Database | undefined;
  let other: FastifyInstance | undefined;
  beforeAll(() => suite.restartApp(limited()));
  afterAll(() => suite.restartApp(lookupConfig()));
  afterEach(async () => {
    await other?.close();
    await second?.close();
    other = undefined;
    second = undefined;
  });

  test('past the limit a lookup is a 429 in Croatian; kept answers and other users are not limited', async () => {
    expect((await lookUp('3017620422003')).statusCode).toBe(200);
    expect((await lookUp('5901234123457')).statusCode).toBe(200);
    const askedBefore = asked('96385074').length;
    const refused = await lookUp('96385074');
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({
      success: false,
      message: apiMessages.foodLookupTooMany,
      data: null,
    });
    expect(asked('96385074')).toHaveLength(askedBefore);
    // A kept answer costs the service nothing, so it is not counted.
    expect((await lookUp('3017620422003')).statusCode).toBe(200);
    const ben = await login(suite.app, 'ben@example.com');
    const bens = await suite.app.inject({
      method: 'GET',
      url: '/api/food-lookup/96385074',
      headers: ben.auth,
    });
    expect(bens.statusCode).toBe(200);
    clock.advance(60_001);
    expect((await lookUp('0036000291452')).statusCode).toBe(404);
  });

  test('the count is shared by every API process', async () => {
    // On PGlite there is one process; on PostgreSQL a second app counts in the same table.
    clock.advance(60_001);
    const ana = await login(suite.app, 'ana@example.com');
    if (onPostgres) {
      second = await openPostgres(suite.database.url!, 2);
      other = await makeApp(second, limited());
    }
    const apps = [suite.app, other ?? suite.app, suite.app];
    const statuses: number[] = [];
    for (const [i, c] of ['3017620422003', '5901234123457', '96385074'].entries()) {
      const response = await apps[i]!.inject({
        method: 'GET',
        url: `/api/food-lookup/${c}`,
        headers: ana.auth,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('configuration', () => {
  afterAll(() => suite.restartApp(lookupConfig()));

  test('an unreachable service is a 502 in the envelope', async () => {
    await suite.restartApp({ config: { foodLookupUrl: await unreachableUrl() } });
    const response = await lookUp('3017620422003');
    expect(response.statusCode).toBe(502);
    expect(body(response)).toEqual({
      success: false,
      message: apiMessages.foodLookupUnreachable,
      data: null,
    });
  });

  test('FOOD_LOOKUP_URL: the public service by default, another address, or off', () => {
    expect(configFromEnv({}).foodLookupUrl).toBe(OPEN_FOOD_FACTS_URL);
    expect(configFromEnv({ FOOD_LOOKUP_URL: 'http://off.example' }).foodLookupUrl).toBe(
      'http://off.example',
    );
    expect(configFromEnv({ FOOD_LOOKUP_URL: 'off' }).foodLookupUrl).toBeNull();
    expect(configFromEnv({ FOOD_LOOKUP_TIMEOUT_MS: '1500' }).foodLookupTimeoutMs).toBe(1500);
  });

  test('FOOD_LOOKUP_URL=off answers 404 without asking anyone', async () => {
    await suite.restartApp({ config: { foodLookupUrl: null } });
    const before = fake.requests.length;
    const response = await lookUp('3017620422003');
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe(apiMessages.foodLookupOff);
    expect(fake.requests).toHaveLength(before);
  });
});
