import { apiMessages, foodLookupResponse } from '@organizator/shared/contract';
import { configFromEnv, OPEN_FOOD_FACTS_URL } from '../src/config';
import { NOT_FOUND_TTL_MS } from '../src/lib/food-lookup';
import {
  type FakeOpenFoodFacts,
  startFakeOpenFoodFacts,
  unreachableUrl,
} from './fakes/open-food-facts';
import { body, testClock, useSignedInSuite } from './helpers';

// The fake service starts before the suite's app, which is configured with its address.
let fake: FakeOpenFoodFacts;
beforeAll(async () => {
  fake = await startFakeOpenFoodFacts();
});
afterAll(() => fake.close());

const clock = testClock();
/** Long enough for a loaded machine to answer from localhost; the slow case never answers. */
const TIMEOUT_MS = 2000;
const lookupConfig = () => ({
  now: clock.now,
  config: { foodLookupUrl: fake.url, foodLookupTimeoutMs: TIMEOUT_MS },
});
const suite = useSignedInSuite({ ana: 'ana@example.com' }, lookupConfig);
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
