import { buildApp, loggerOptions } from './app';
import { configFromEnv } from './config';
import { StartupError } from './db/data-dir-lock';
import { gracefulShutdown } from './http/graceful-shutdown';

/** `pnpm start` / `pnpm dev`: the API and the static front end in one process. */
// A reason the person starting the server can act on (folder in use, disk full, read-only, a
// setting that cannot be right), said plainly instead of a stack trace.
const refuse = (error: unknown): never => {
  if (error instanceof StartupError) {
    process.stderr.write(`Organizator did not start: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
};
const config = (() => {
  try {
    return configFromEnv();
  } catch (error) {
    return refuse(error);
  }
})();
const app = await buildApp({ config, logger: loggerOptions() }).catch(refuse);
if (config.databaseUrl && config.trustProxy === false) {
  // Several processes on one PostgreSQL usually sit behind a balancer: without TRUST_PROXY every
  // user then has the balancer's address, and one client's wrong codes block sign-in for all.
  app.log.warn(
    'DATABASE_URL is set but TRUST_PROXY is not: behind a load balancer every client has its address and shares its limits. Set TRUST_PROXY to the balancer addresses (or the number of proxies).',
  );
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const shutdown = gracefulShutdown(app, config.shutdownDelayMs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    shutdown(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
app.log.info(
  {
    database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`,
    mail: config.smtpUrl ? 'smtp' : 'log (no SMTP_URL)',
    devOutbox: config.devOutbox,
    staticRoot: config.staticRoot,
  },
  `Organizator on http://localhost:${port} (API under /api)`,
);
