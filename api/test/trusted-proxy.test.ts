import type { FastifyInstance } from 'fastify';
import { StartupError } from '../src/db/data-dir-lock';
import { parseTrustProxy } from '../src/http/trust-proxy';
import { useTestSuite } from './helpers';

describe('TRUST_PROXY', () => {
  test('takes addresses and CIDR ranges as they are', () => {
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  test('unset, empty, 0 and false mean no proxy', () => {
    for (const value of [undefined, '', ' ', '0', 'false']) {
      expect(parseTrustProxy(value)).toBe(false);
    }
  });

  test('refuses "true", hop counts and anything that is not an address, saying why', () => {
    for (const value of ['true', '1', '2', '10.0.0.300', '10.0.0.0/33', 'balancer.local']) {
      expect(() => parseTrustProxy(value)).toThrow(StartupError);
    }
    expect(() => parseTrustProxy('true')).toThrow(/load balancer addresses/);
  });
});

// The balancer is at 127.0.0.1 (app.inject's socket address unless told otherwise); it appends the
// address of whoever connected to it to X-Forwarded-For, after whatever that client sent.
const BALANCER = '127.0.0.1';
let app: FastifyInstance;
const suite = useTestSuite(
  () => ({
    config: { trustProxy: [BALANCER], rateLimits: { verifyPerIp: { max: 3, windowMs: 60_000 } } },
  }),
  { appPerTest: true },
);
beforeEach(() => {
  ({ app } = suite);
});

/** A verify as the balancer forwards it for `client`, which may have sent its own header. */
const verifyVia = (client: string, forged?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: { email: 'someone@example.com', token: '12345678' },
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
  });

describe('behind a trusted balancer', () => {
  test('two clients behind the same balancer keep separate per-IP limits', async () => {
    for (let i = 0; i < 3; i++) expect((await verifyVia('198.51.100.7')).statusCode).toBe(401);
    expect((await verifyVia('198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same balancer is not blocked by the first one's tries.
    expect((await verifyVia('198.51.100.8')).statusCode).toBe(401);
  });

  test('a forged X-Forwarded-For changes nothing: the limit stays on the real client', async () => {
    for (let i = 0; i < 3; i++) expect((await verifyVia('203.0.113.66')).statusCode).toBe(401);
    for (const forged of ['6.6.6.6', '127.0.0.1', '10.0.0.1, 10.0.0.2', '198.51.100.7']) {
      expect((await verifyVia('203.0.113.66', forged)).statusCode).toBe(429);
    }
  });

  test('a client connecting directly cannot name itself with the header', async () => {
    const direct = (forged: string) =>
      app.inject({
        method: 'POST',
        url: '/api/verify',
        payload: { email: 'someone@example.com', token: '12345678' },
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': forged },
      });
    for (let i = 0; i < 3; i++) expect((await direct(`192.0.2.${i}`)).statusCode).toBe(401);
    expect((await direct('192.0.2.200')).statusCode).toBe(429);
  });

  test('the dev outbox cannot be reached by naming 127.0.0.1 in the header', async () => {
    const through = await app.inject({
      url: '/api/dev/outbox?email=someone@example.com',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
    });
    expect(through.statusCode).toBe(404);
    const direct = await app.inject({
      url: '/api/dev/outbox?email=someone@example.com',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(direct.statusCode).toBe(404);
    // A developer on the balancer's own machine still reads it.
    const local = await app.inject({
      url: '/api/dev/outbox?email=someone@example.com',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.statusCode).toBe(200);
  });
});
