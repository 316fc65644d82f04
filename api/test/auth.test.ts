import { apiMessages, meResponse, verifyResponse } from '@organizator/shared/contract';
import { LOGIN_CODE_TTL_MS } from '@organizator/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { codeLockedMessage } from '../src/routes/auth';
import { body, latestCode, login, type TestClock, useTestSuite } from './helpers';

let database: Database;
let app: FastifyInstance;
let clock: TestClock;

// Each test: empty tables, a new clock, and an app whose rate limits start over.
const suite = useTestSuite({}, { appPerTest: true });
beforeEach(() => {
  ({ app, database, clock } = suite);
});

/** Clients by address: the attacker and the mailbox owner never share one. */
const ATTACKER_IP = '203.0.113.66';
const OWNER_IP = '198.51.100.7';
const send = (email: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/send-verification-token',
    payload: { email },
    remoteAddress,
  });
const verify = (email: string, token: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/verify', payload: { email, token }, remoteAddress });
const DAY = 24 * 60 * 60_000;
const wrongFor = (code: string) => (code === '00000000' ? '11111111' : '00000000');

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

  test('one client may ask for five codes per e-mail per window; other clients are not counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send('spam@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await send('other@example.com')).statusCode).toBe(200);
    // Another client asking for the same e-mail has an allowance of its own.
    expect((await send('spam@example.com', OWNER_IP)).statusCode).toBe(200);
    // The window passes.
    clock.advance(16 * 60_000);
    expect((await send('spam@example.com')).statusCode).toBe(200);
  });

  test('all clients together meet a high per-e-mail cap (mail flood from many addresses)', async () => {
    app = await suite.restartApp({
      now: clock.now,
      config: { rateLimits: { sendCodePerEmail: { max: 3, windowMs: 60 * 60_000 } } },
    });
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await send('flood@example.com', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    clock.advance(61 * 60_000);
    expect((await send('flood@example.com', OWNER_IP)).statusCode).toBe(200);
  });

  test('sending codes and verifying are rate-limited per IP (429)', async () => {
    app = await suite.restartApp({
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

  test('bad e-mails and short codes are 400 with the product messages', async () => {
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

describe('nobody without the mailbox can lock its owner out', () => {
  test('an attacker asking for codes and guessing wrong does not stop the owner signing in', async () => {
    // The owner has asked for a code and is about to type it.
    await send('victim@example.com', OWNER_IP);
    const ownersCode = await latestCode(app, 'victim@example.com');
    // The attack that used to lock the owner out: code requests plus wrong codes, repeatedly.
    for (let i = 0; i < 10; i++) await send('victim@example.com', ATTACKER_IP);
    const attackerStatuses = [];
    for (let i = 0; i < 12; i++) {
      attackerStatuses.push(
        (await verify('victim@example.com', '00000000', ATTACKER_IP)).statusCode,
      );
    }
    // The attacker is now refused outright.
    expect(attackerStatuses.slice(-2)).toEqual([429, 429]);
    // The owner's code took the attacker's first five guesses (the per-code limit holds), so it is
    // locked; the owner asks for a new one and gets it, with fresh tries.
    expect((await verify('victim@example.com', ownersCode, OWNER_IP)).statusCode).toBe(429);
    expect((await send('victim@example.com', OWNER_IP)).statusCode).toBe(200);
    const fresh = await latestCode(app, 'victim@example.com');
    expect((await verify('victim@example.com', fresh, OWNER_IP)).statusCode).toBe(200);
  });

  test('another client asking for codes does not void the code the owner holds', async () => {
    await send('holder@example.com', OWNER_IP);
    const ownersCode = await latestCode(app, 'holder@example.com');
    for (let i = 0; i < 3; i++) await send('holder@example.com', ATTACKER_IP);
    expect((await verify('holder@example.com', ownersCode, OWNER_IP)).statusCode).toBe(200);
  });

  test('a client that sent too many wrong codes may not guess on; others may', async () => {
    await send('guess@example.com', OWNER_IP);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await verify(`guess${i}@example.com`, '00000000', ATTACKER_IP)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const code = await latestCode(app, 'guess@example.com');
    // Even the right code is refused to that client: it would otherwise go on guessing.
    expect((await verify('guess@example.com', code, ATTACKER_IP)).statusCode).toBe(429);
    expect((await verify('guess@example.com', code, OWNER_IP)).statusCode).toBe(200);
  });

  test('concurrent wrong guesses get no more than five tries, and then the code is locked', async () => {
    await send('race@example.com', OWNER_IP);
    const code = await latestCode(app, 'race@example.com');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        verify('race@example.com', wrongFor(code), `203.0.113.${i + 1}`),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const [row] = await database.db.query.loginCodes.findMany();
    expect(row?.attempts).toBe(5);
    expect((await verify('race@example.com', code, OWNER_IP)).statusCode).toBe(429);
  });

  test('concurrent right and wrong guesses: the right one wins only while tries are left', async () => {
    await send('mixed@example.com', OWNER_IP);
    const code = await latestCode(app, 'mixed@example.com');
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        verify('mixed@example.com', wrongFor(code), `203.0.113.${i + 1}`),
      ),
      verify('mixed@example.com', code, OWNER_IP),
      verify('mixed@example.com', code, OWNER_IP),
    ]);
    const statuses = responses.map((r) => r.statusCode);
    // At most one sign-in (single use), never more than five counted wrong tries, and nothing
    // but sign-ins, wrong codes and locks as answers.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(statuses.every((s) => [200, 401, 429].includes(s))).toBe(true);
    const [row] = await database.db.query.loginCodes.findMany();
    expect(row?.attempts).toBeLessThanOrEqual(5);
    expect(await database.db.query.sessions.findMany()).toHaveLength(
      statuses.filter((s) => s === 200).length,
    );
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

  test('PUT /me updates name and goal, with the product messages for bad data', async () => {
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

  test('a session unused for 30 days is over; each use moves the deadline (rolling)', async () => {
    const session = await login(app, 'idle@example.com');
    const me = () => app.inject({ url: '/api/me', headers: session.auth });
    for (let i = 0; i < 3; i++) {
      clock.advance(20 * DAY);
      expect((await me()).statusCode).toBe(200);
    }
    clock.advance(31 * DAY);
    const expired = await me();
    expect(expired.statusCode).toBe(401);
    expect(body(expired)).toMatchObject({ success: false, data: null });
    expect(await database.db.query.sessions.findMany()).toEqual([]);
  });

  test('the last use is written at most once a day, so reads stay reads', async () => {
    const session = await login(app, 'touch@example.com');
    const lastUse = async () => (await database.db.query.sessions.findMany())[0]?.lastUsedAt;
    const first = await lastUse();
    clock.advance(2 * 60_000);
    await app.inject({ url: '/api/me', headers: session.auth });
    expect(await lastUse()).toEqual(first);
    clock.advance(DAY);
    await app.inject({ url: '/api/me', headers: session.auth });
    expect((await lastUse())?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
  });

  test('logout-all ends every session of the user, and only theirs', async () => {
    const phone = await login(app, 'all@example.com');
    const laptop = await login(app, 'all@example.com');
    const other = await login(app, 'someone@example.com');
    const out = await app.inject({ method: 'POST', url: '/api/logout-all', headers: phone.auth });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toMatchObject({ success: true, data: null });
    for (const s of [phone, laptop]) {
      expect((await app.inject({ url: '/api/me', headers: s.auth })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/me', headers: other.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/logout-all' })).statusCode).toBe(401);
  });

  test('logout-all is described in the OpenAPI document', async () => {
    const doc = JSON.parse((await app.inject({ url: '/api/openapi.json' })).body) as {
      paths: Record<string, { post?: unknown }>;
    };
    expect(doc.paths['/api/logout-all']?.post).toBeDefined();
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

  test('does not exist without DEV_OUTBOX; the mail then goes to the server log, with a warning at start', async () => {
    const lines: string[] = [];
    app = await suite.restartApp({
      config: { devOutbox: false },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const warning = lines.find((l) => l.includes('SMTP_URL is not set'));
    expect(JSON.parse(warning ?? '{}').level).toBe(40);
    expect((await send('logged@example.com')).statusCode).toBe(200);

    const response = await app.inject({ url: '/api/dev/outbox?email=logged@example.com' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ success: false, message: 'Nije pronađeno', data: null });
    expect(await database.db.query.outbox.findMany()).toEqual([]);

    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.mail?.to === 'logged@example.com');
    expect(entry.mail.code).toMatch(/^\d{8}$/);
    expect(entry.mail.link).toBe(
      `http://localhost:3000/verify?code=${entry.mail.code}&email=logged%40example.com`,
    );
    // The person at the server can sign in with it.
    expect((await verify('logged@example.com', entry.mail.code)).statusCode).toBe(200);
  });

  test('answers loopback clients only, even with DEV_OUTBOX', async () => {
    await send('mine@example.com');
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
      const response = await app.inject({
        url: '/api/dev/outbox?email=mine@example.com',
        remoteAddress,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/\d{8}/);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({
        url: '/api/dev/outbox?email=mine@example.com',
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  test('behind a trusted proxy, the client the proxy names must be local too', async () => {
    app = await suite.restartApp({ config: { trustProxy: ['127.0.0.1'] } });
    await send('proxied@example.com');
    const remote = await app.inject({
      url: '/api/dev/outbox?email=proxied@example.com',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(remote.statusCode).toBe(404);
    const local = await app.inject({ url: '/api/dev/outbox?email=proxied@example.com' });
    expect(local.statusCode).toBe(200);
  });
});
