import type { FastifyInstance } from 'fastify';
import { type Database, openPostgres } from '../src/db/client';
import {
  login,
  makeApp,
  multipart,
  onPostgres,
  PNG_1X1,
  type Session,
  useTestSuite,
} from './helpers';

/*
 * Login limits and the upload quota count in PostgreSQL when the API runs on it, so two processes
 * enforce the same limit as one (on PGlite, one process, both "processes" below are the same app).
 */

const limits = {
  verifyPerIp: { max: 4, windowMs: 60_000 },
  wrongCodePerIp: { max: 2, windowMs: 60_000 },
};
const options = {
  config: { rateLimits: limits, uploadQuota: { max: 3, maxBytes: 1_000_000, windowMs: 60_000 } },
};
const suite = useTestSuite(options, { appPerTest: true });
let second: Database | undefined;
let a: FastifyInstance;
let b: FastifyInstance;
beforeEach(async () => {
  a = suite.app;
  if (onPostgres) {
    second = await openPostgres(suite.database.url!, 2);
    b = await makeApp(second, { ...options, now: suite.clock.now });
  } else {
    b = a;
  }
});
afterEach(async () => {
  if (b !== a) await b.close();
  await second?.close();
  second = undefined;
});

const verify = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: { email: 'nobody@example.com', token: '12345678' },
    remoteAddress,
  });
const upload = (app: FastifyInstance, s: Session) => {
  const form = multipart(PNG_1X1);
  return app.inject({
    method: 'POST',
    url: '/api/list-item-images',
    headers: { ...s.auth, ...form.headers },
    payload: form.payload,
  });
};

describe('limits shared by every API process', () => {
  test('verifies of one client count on every process together', async () => {
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b])
      statuses.push((await verify(app, '198.51.100.20')).statusCode);
    // The wrong-code budget (2) ends guessing after two wrong codes, wherever they were sent.
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
    // Another client is not affected.
    expect((await verify(b, '198.51.100.21')).statusCode).toBe(401);
  });

  test('the upload quota of a user is one quota across processes, and a new window starts over', async () => {
    const ana = await login(a, 'ana@limits.example');
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) statuses.push((await upload(app, ana)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    suite.clock.advance(61_000);
    expect((await upload(b, ana)).statusCode).toBe(200);
  });

  test('concurrent uploads through two processes never pass the quota together', async () => {
    const ana = await login(a, 'ivo@limits.example');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(i % 2 === 0 ? a : b, ana)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});
