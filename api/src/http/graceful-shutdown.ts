import type { FastifyInstance } from 'fastify';

/**
 * What a stop signal does. The process first says it is not ready (`/api/ready` answers 503) and
 * keeps serving for `delayMs`, every answer closing its connection, so a balancer that polls
 * readiness stops sending here before the process stops listening; then it closes (live streams
 * end, requests in flight finish, the database closes last). A second signal closes at once.
 * Resolves when the app is closed.
 */
export function gracefulShutdown(app: FastifyInstance, delayMs: number) {
  let closed: Promise<void> | null = null;
  let closeNow = () => {};
  return (signal: string): Promise<void> => {
    if (closed) {
      closeNow();
      return closed;
    }
    app.log.info({ signal, delayMs }, 'shutting down');
    app.deps.lifecycle.closing = true;
    closed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      closeNow = () => {
        clearTimeout(timer);
        resolve();
      };
    }).then(() => app.close());
    return closed;
  };
}
