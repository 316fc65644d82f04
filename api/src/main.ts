import { buildApp, loggerOptions } from './app';
import { configFromEnv } from './config';

/** `pnpm start` / `pnpm dev`: the API and the static front end in one process. */
const config = configFromEnv();
const app = await buildApp({ config, logger: loggerOptions() });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
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
