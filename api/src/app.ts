import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { LIVE_EVENT_ID_HEADER, LIVE_ORIGIN_HEADER } from '@organizator/shared/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type AppConfig, apiVersion, defaultConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { authenticate } from './http/auth-hook';
import { cspForOrigins } from './http/content-security-policy';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { installInputGuard } from './http/input-guard';
import { safeError } from './http/log-safe';
import { PublishedCopy } from './http/published-copy';
import { ReadCache } from './http/read-cache';
import { RemotesFile } from './http/remotes-file';
import { RemotesAtOrigin, RemotesSetting, type RemotesSource } from './http/remotes-source';
import { installRevalidation, privateRevalidated } from './http/revalidation';
import { installSecurityHeaders } from './http/security-headers';
import { scheduleImageObjectJobs } from './lib/image-objects';
import { createS3ImageStore } from './lib/image-store';
import { scheduleImageSweep } from './lib/image-sweep';
import { createMailer } from './lib/mailer';
import { createEventBus, type EventBus } from './live/bus';
import { SseHub } from './live/hub';
import { installLiveOrigin } from './live/origin';
import { scheduleLiveEventPrune } from './live/prune';
import { authRoutes, sessionRoutes } from './routes/auth';
import { devOutboxRoutes } from './routes/dev-outbox';
import { diaryRoutes } from './routes/diaries';
import { foodLookupRoutes } from './routes/food-lookup';
import { groceryRoutes } from './routes/groceries';
import { imageFileRoutes, imageRoutes } from './routes/images';
import { itemRoutes } from './routes/items';
import { listRoutes } from './routes/lists';
import { mealPlanRoutes } from './routes/meal-plan';
import { membershipRoutes } from './routes/memberships';
import { noteRoutes } from './routes/notes';
import { openapiRoutes } from './routes/openapi';
import { optionRoutes } from './routes/options';
import { planItemRoutes } from './routes/plan-items';
import { potRoutes } from './routes/pots';
import { readyRoutes } from './routes/ready';
import { recipeImportRoutes } from './routes/recipe-import';
import { recipeItemRoutes } from './routes/recipe-items';
import { recipeRoutes } from './routes/recipes';
import { sseRoutes } from './routes/sse';
import { staticRoutes } from './routes/static';
import { teamRoutes } from './routes/teams';
import type { AppDeps } from './types';

/** Any part of the configuration; `rateLimits` may name only the limits it changes. */
export type ConfigOverrides = Partial<Omit<AppConfig, 'rateLimits'>> & {
  rateLimits?: Partial<AppConfig['rateLimits']>;
};

export interface BuildAppOptions {
  config?: ConfigOverrides;
  /** An already open (and migrated) database; the app then does not close it. */
  database?: Database;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered, with its schemas (the contract fuzzer's inventory). */
  onRoute?: (route: RouteOptions) => void;
}

/** Query values that are credentials: the /verify?code= link of the login mail lands here too. */
export const redactUrl = (url: string): string =>
  url.replace(/([?&](?:code|token|access_token)=)[^&#]*/gi, '$1[redacted]');

/**
 * Never let a credential or user content into the logs: bodies are not logged at all, the
 * Authorization header is redacted, credential query values are masked in logged URLs, and errors
 * are logged without their SQL parameters.
 */
export const loggerOptions = (level = process.env.LOG_LEVEL ?? 'info') => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
    censor: '[redacted]',
  },
  serializers: {
    // Errors keep their kind and place, never the SQL parameters or row values they may carry.
    err: safeError,
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
});

/**
 * The whole server: API under /api plus the static front-end builds. Testable in-process with
 * `app.inject()`; `main.ts` only adds `listen`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const defaults = defaultConfig();
  const config: AppConfig = {
    ...defaults,
    ...options.config,
    rateLimits: { ...defaults.rateLimits, ...options.config?.rateLimits },
  };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Ids in paths are opaque strings; keep long garbage from reaching the router's regexes.
    routerOptions: { maxParamLength: 200 },
    // A request that reaches a process after its shutdown began (on a connection the balancer
    // opened just before) is served, not refused with 503: the database closes only after
    // in-flight requests end (onClose), and a refused write would fail a user's change mid-deploy.
    return503OnClosing: false,
    // Errors Fastify and Node answer on their own get the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  let bus: EventBus;
  try {
    bus = await createEventBus(database, app.log);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const now = options.now ?? Date.now;
  const cache = new ReadCache(config.readCacheTtlMs, now);
  const hub = new SseHub(bus);
  bus.onInvalidate((what) => {
    cache.invalidate(what);
    hub.closeSessions(what.sessions ?? []);
  });
  // Invalidations this process can no longer read: forget every cached answer, and end every
  // stream (each reconnects with its Last-Event-ID and is told to refetch what is gone).
  bus.onGap(() => {
    cache.clear();
    hub.closeAll();
  });
  const deps: AppDeps = {
    config,
    database,
    bus,
    hub,
    cache,
    mailer: createMailer(config, database, app.log),
    imageStore: config.objectStore ? await createS3ImageStore(config.objectStore) : null,
    lifecycle: { closing: false },
    now,
  };
  app.decorate('deps', deps);
  app.decorateRequest('auth', null);
  const stopImageSweep = scheduleImageSweep(app, database, now);
  const stopPrune = scheduleLiveEventPrune(app, database, config.liveEventRetentionMs, now);
  const stopImageObjects = deps.imageStore
    ? scheduleImageObjectJobs(app, database, deps.imageStore)
    : async () => {};
  // While the process drains before closing, no connection is kept for another request.
  app.addHook('onSend', async (_request, reply) => {
    if (deps.lifecycle.closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    deps.lifecycle.closing = true;
    deps.hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await stopImageSweep();
    await stopPrune();
    await stopImageObjects();
    await bus.close();
    if (ownsDatabase) await database.close();
  });

  installErrorHandler(app);
  installInputGuard(app);
  installLiveOrigin(app);

  // remotes.json is deployment configuration read at request time: pointing a remote at another
  // origin allows that origin in the CSP at once, without a restart.
  const remotesOwn: RemotesSource | null =
    config.remotesSource === 'database'
      ? await RemotesSetting.open(database, bus)
      : config.remotesFile
        ? new RemotesFile(config.remotesFile)
        : null;
  // Static files published elsewhere: the page is rendered from that copy, the remotes load there.
  const published = config.staticOrigin ? new PublishedCopy(config.staticOrigin) : null;
  if (published) await published.load(['index.html']);
  const remotesFile =
    published && remotesOwn
      ? new RemotesAtOrigin(remotesOwn, (key) => published.url(key))
      : remotesOwn;
  const staticOrigins = published ? [new URL(published.url('')).origin] : [];
  const csp = cspForOrigins(() => [
    ...config.scriptOrigins,
    ...staticOrigins,
    ...(remotesFile?.allowedOrigins() ?? []),
  ]);
  await installSecurityHeaders(app, {
    contentSecurityPolicy: false,
    // The dev shell (another port of the same site) loads API images with a plain <img>.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', csp());
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Cache-Control',
      'Last-Event-ID',
      LIVE_ORIGIN_HEADER,
    ],
    exposedHeaders: [LIVE_EVENT_ID_HEADER],
    maxAge: 600,
  });
  // Before compression: its hook must see the answer's bytes.
  await installRevalidation(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, {
    limits: { fileSize: config.imageMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Organizator API', version: apiVersion },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      // Read before the answer is, so the client can ask the live stream for what came after.
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header(LIVE_EVENT_ID_HEADER, String(deps.bus.lastId));
        done();
      });
      await api.register(openapiRoutes);
      await api.register(readyRoutes);
      await api.register(authRoutes);
      await api.register(devOutboxRoutes);
      await api.register(imageFileRoutes);
      await api.register(sseRoutes);
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(deps));
        secured.addHook('onSend', privateRevalidated);
        await secured.register(sessionRoutes);
        await secured.register(teamRoutes);
        await secured.register(membershipRoutes);
        await secured.register(listRoutes);
        await secured.register(itemRoutes);
        await secured.register(imageRoutes);
        await secured.register(optionRoutes);
        await secured.register(noteRoutes);
        await secured.register(groceryRoutes);
        await secured.register(recipeImportRoutes);
        await secured.register(recipeRoutes);
        await secured.register(recipeItemRoutes);
        await secured.register(foodLookupRoutes);
        await secured.register(diaryRoutes);
        await secured.register(mealPlanRoutes);
        await secured.register(planItemRoutes);
        await secured.register(potRoutes);
      });
    },
    { prefix: '/api' },
  );
  await app.register(staticRoutes, { root: config.staticRoot, remotesFile, published });
  return app;
}
