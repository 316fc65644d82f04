import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { gracefulShutdown } from '../src/http/graceful-shutdown';
import { makeApp, openTestDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function listening(shutdownDelayMs: number): Promise<[FastifyInstance, string]> {
  // The app does not own the test's database: closing it leaves the database open for the next.
  const app = await makeApp(database, { config: { shutdownDelayMs } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return [app, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`];
}

test('a stopping process keeps serving, says it is not ready and closes each connection, until a second signal closes it', async () => {
  const [app, origin] = await listening(10 * 60_000);
  expect((await fetch(`${origin}/api/ready`)).status).toBe(200);

  const shutdown = gracefulShutdown(app, app.deps.config.shutdownDelayMs);
  const closed = shutdown('SIGTERM');
  const ready = await fetch(`${origin}/api/ready`);
  expect(ready.status).toBe(503);
  expect(ready.headers.get('connection')).toBe('close');
  // Any other request is still answered as usual (here: a protected route without a token).
  expect((await fetch(`${origin}/api/lists`)).status).toBe(401);
  expect(app.server.listening).toBe(true);

  await shutdown('SIGTERM');
  await closed;
  expect(app.server.listening).toBe(false);
});

test('without a delay a stop signal closes the process at once', async () => {
  const [app] = await listening(0);
  await gracefulShutdown(app, 0)('SIGTERM');
  expect(app.server.listening).toBe(false);
});
