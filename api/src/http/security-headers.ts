import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers @fastify/helmet produces for `options`, computed once. @fastify/helmet rebuilds its
 * middleware on every request (a measurable share of a cached API read); the headers are the same
 * every time, so they are captured from a probe instance at start-up and replayed.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** Sets the captured security headers on every response (routes may override single ones). */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
