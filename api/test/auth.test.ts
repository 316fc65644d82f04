import { apiMessages, meResponse, verifyResponse } from '@organizator/shared/contract';
import { LOGIN_CODE_TTL_MS } from '@organizator/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { codeLockedMessage } from '../src/routes/auth';
import {
  body,
  latestCode,
  login,
  makeApp,
  openTestDatabase,
  resetDatabase,
  type TestClock,
  testClock,
} from './helpers';

let database: Database;
let app: FastifyInstance;
let clock: TestClock;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  clock = testClock();
  app = await makeApp(database, { now: clock.now });
});
afterEach(async () => {
  await app.close();
});

const send = (email: unknown) =>
  app.inject({ method: 'POST', url: '/api/send-verification-token', payload: { email } });
const verify = (email: string, token: string) =>
  app.inject({ method: 'POST', url: '/api/verify', payload: { email, token } });

describe('login codes', () => {
  test('a code is mailed to the outbox with the verify link, and signs the user in once', async () => {
    expect((await send('  Ana@Example.COM ')).statusCode).toBe(200);
    const outbox = await app.inject({ url: '/api/dev/outbox?email=ana@example.com' });
    const mail = body<{ messages: { to: string; code: string; link: string; text: string }[] }>(
      outbox,
    ).data.messages[0];
    expect(mail?.to).toBe('ana@example.com');
    expect(mail?.code).toMatch(/^\d{8}$/);
    expect(mail?.link).toBe(
      `http://localhost:3000/verify?code=${mail?.code}&email=ana%40example.com`,
    );
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.text).toContain(mail?.link);

    const first = await verify('ana@example.com', mail?.code ?? '');
    expect(first.statusCode).toBe(200);
    const data = verifyResponse.parse(JSON.parse(first.body)).data;
    expect(data.newUser).toBe(true);
    expect(data.session.token.length).toBeGreaterThan(30);

    const again = await verify('ana@example.com', mail?.code ?? '');
    expect(again.statusCode).toBe(401);
    expect(body(again).message).toBe(apiMessages.invalidCode);
  });

  test('newUser is true only on the first verify', async () => {
    await login(app, 'ivo@example.com');
    await send('ivo@example.com');
    const code = await latestCode(app, 'ivo@example.com');
    const second = await verify('ivo@example.com', code);
    expect(body<{ newUser: boolean }>(second).data.newUser).toBe(false);
  });

  test('the code is stored hashed', async () => {
    await send('hash@example.com');
    const code = await latestCode(app, 'hash@example.com');
    const rows = await database.db.query.loginCodes.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a wrong code is 401 Invalid code', async () => {
    await send('x@example.com');
    const code = await latestCode(app, 'x@example.com');
    const wrong = code === '00000000' ? '11111111' : '00000000';
    const response = await verify('x@example.com', wrong);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ success: false, message: 'Invalid code', data: null });
  });

  test('a code for an e-mail that never asked is 401', async () => {
    const response = await verify('nobody@example.com', '12345678');
    expect(response.statusCode).toBe(401);
  });

  test('a code expires after 15 minutes with 403 Login code expired', async () => {
    await send('late@example.com');
    const code = await latestCode(app, 'late@example.com');
    clock.advance(LOGIN_CODE_TTL_MS + 1000);
    const response = await verify('late@example.com', code);
    expect(response.statusCode).toBe(403);
    expect(body(response).message).toBe('Login code expired');
  });

  test('a code still works just before it expires', async () => {
    await send('ontime@example.com');
    const code = await latestCode(app, 'ontime@example.com');
    clock.advance(LOGIN_CODE_TTL_MS - 5000);
    expect((await verify('ontime@example.com', code)).statusCode).toBe(200);
  });

  test('five wrong tries lock the code, even against the right one (429)', async () => {
    await send('brute@example.com');
    const code = await latestCode(app, 'brute@example.com');
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) {
      expect((await verify('brute@example.com', wrong)).statusCode).toBe(401);
    }
    const locked = await verify('brute@example.com', code);
    expect(locked.statusCode).toBe(429);
    expect(body(locked).message).toBe(codeLockedMessage);
    // A new code unlocks the e-mail again.
    await send('brute@example.com');
    const fresh = await latestCode(app, 'brute@example.com');
    expect((await verify('brute@example.com', fresh)).statusCode).toBe(200);
  });

  test('only the newest code is valid', async () => {
    await send('two@example.com');
    const old = await latestCode(app, 'two@example.com');
    await send('two@example.com');
    const fresh = await latestCode(app, 'two@example.com');
    if (old !== fresh) expect((await verify('two@example.com', old)).statusCode).toBe(401);
    expect((await verify('two@example.com', fresh)).statusCode).toBe(200);
  });

  test('sending codes is rate-limited per e-mail (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await send('spam@example.com')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await send('other@example.com')).statusCode).toBe(200);
    // The window passes.
    clock.advance(16 * 60_000);
    expect((await send('spam@example.com')).statusCode).toBe(200);
  });

  test('sending codes and verifying are rate-limited per IP (429)', async () => {
    await app.close();
    app = await makeApp(database, {
      now: clock.now,
      config: {
        rateLimits: {
          sendCodePerEmail: { max: 100, windowMs: 60_000 },
          sendCodePerIp: { max: 3, windowMs: 60_000 },
          verifyPerIp: { max: 2, windowMs: 60_000 },
        },
      },
    });
    const sends = [];
    for (let i = 0; i < 4; i++) sends.push((await send(`ip${i}@example.com`)).statusCode);
    expect(sends).toEqual([200, 200, 200, 429]);
    const limited = await send('ip9@example.com');
    expect(body(limited)).toEqual({
      success: false,
      message: apiMessages.tooManyRequests,
      data: null,
    });
    const verifies = [];
    for (let i = 0; i < 3; i++)
      verifies.push((await verify('ip0@example.com', '00000000')).statusCode);
    expect(verifies[2]).toBe(429);
  });

  test('bad e-mails and short codes are 400 with the SPEC messages', async () => {
    const badEmail = await send('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(body(badEmail).message).toBe('Invalid email address');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/send-verification-token',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('Email is required');
    const short = await verify('a@example.com', '123');
    expect(short.statusCode).toBe(400);
    expect(body(short).message).toBe('Code must be at least 8 characters long');
  });
});

describe('sessions', () => {
  test('GET /me without a token is 401 No access token, with an invalid one 401', async () => {
    const none = await app.inject({ url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(body(none)).toEqual({ success: false, message: 'No access token', data: null });
    const bad = await app.inject({ url: '/api/me', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(body(bad).data).toBeNull();
  });

  test('GET /me returns the user; the bare token is accepted too', async () => {
    const session = await login(app, 'me@example.com');
    for (const authorization of [`Bearer ${session.token}`, session.token]) {
      const response = await app.inject({ url: '/api/me', headers: { authorization } });
      expect(response.statusCode).toBe(200);
      const user = meResponse.parse(JSON.parse(response.body)).data.user;
      expect(user).toMatchObject({
        email: 'me@example.com',
        name: null,
        isTeamOwner: true,
        dailyEnergyGoal: null,
      });
      expect(user?.team?.ownerId).toBe(user?.id);
    }
  });

  test('the session token is stored hashed', async () => {
    const session = await login(app, 'tok@example.com');
    const rows = await database.db.query.sessions.findMany();
    expect(rows.map((r) => r.tokenHash)).not.toContain(session.token);
  });

  test('PUT /me updates name and goal, with the SPEC messages for bad data', async () => {
    const session = await login(app, 'put@example.com');
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/me', headers: session.auth, payload });
    const updated = await put({ name: '  Ana  ', dailyEnergyGoal: 2100 });
    expect(updated.statusCode).toBe(200);
    expect(
      body<{ user: { name: string; dailyEnergyGoal: number } }>(updated).data.user,
    ).toMatchObject({ name: 'Ana', dailyEnergyGoal: 2100 });
    const tooLong = await put({ name: 'x'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).message).toBe('User name is too long');
    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('No data to update');
    const notNumber = await put({ dailyEnergyGoal: 'lots' });
    expect(notNumber.statusCode).toBe(400);
  });

  test('logout revokes the token', async () => {
    const session = await login(app, 'bye@example.com');
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: session.auth });
    expect(out.statusCode).toBe(200);
    expect(body(out).success).toBe(true);
    const me = await app.inject({ url: '/api/me', headers: session.auth });
    expect(me.statusCode).toBe(401);
  });

  test('logout without a token is 401', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('outbox', () => {
  test('lists mails newest first', async () => {
    await send('many@example.com');
    await send('many@example.com');
    const response = await app.inject({ url: '/api/dev/outbox?email=MANY@example.com' });
    const messages = body<{ messages: { createdAt: string }[] }>(response).data.messages;
    expect(messages).toHaveLength(2);
    expect(messages[0]!.createdAt >= messages[1]!.createdAt).toBe(true);
  });

  test('is 404 when SMTP is configured', async () => {
    await app.close();
    app = await makeApp(database, { config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    const response = await app.inject({ url: '/api/dev/outbox?email=a@example.com' });
    expect(response.statusCode).toBe(404);
    expect(body(response).success).toBe(false);
  });
});
