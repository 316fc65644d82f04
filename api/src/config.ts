import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { ObjectStoreConfig } from './lib/image-store';

/** The repository root: api/src/config.ts -> ../.. (pnpm runs scripts from api/, users from root). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The API's own version, from api/package.json: what its OpenAPI document says it is. */
export const apiVersion: string = (
  JSON.parse(readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8')) as { version: string }
).version;

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined means in memory (tests). */
  dataDir?: string;
  /** Origin the verification link points at. */
  appOrigin: string;
  /** Origins allowed by CORS (the dev ports of the shell and the remotes). */
  corsOrigins: string[];
  smtpUrl?: string;
  mailFrom: string;
  /**
   * DEV_OUTBOX=1: every mail is also kept for GET /api/dev/outbox (loopback clients only). Off in
   * production, because whoever reads the outbox reads everyone's login codes.
   */
  devOutbox: boolean;
  /** Folder holding shell/dist and <remote>/dist; null disables static serving. */
  staticRoot: string | null;
  /**
   * Where the built apps are published (`pnpm publish:static`; a bucket website or CDN): the API
   * then renders the page from that copy and the browser loads the files from there.
   */
  staticOrigin: string | null;
  /** Extra origins allowed to serve scripts, styles and assets, beyond those remotes.json names. */
  scriptOrigins: string[];
  /**
   * The deployment's remotes.json (served at /remotes.json, its origins allowed by the CSP); created
   * with the default layout when missing. Null: no remotes.json (API-only tests).
   */
  remotesFile: string | null;
  /**
   * REMOTES_SOURCE=database: the remotes map is a row in PostgreSQL that every process shares (set
   * with the API's `remotes` command); otherwise `remotesFile` (the single-machine default).
   */
  remotesSource: 'file' | 'database';
  sseKeepAliveMs: number;
  /** How long a cached session or list answer may live at most (invalidation is the norm). */
  readCacheTtlMs: number;
  imageMaxBytes: number;
  /**
   * S3_ENDPOINT + S3_BUCKET: image bytes go to that bucket instead of the database (same
   * /api/images/{key} URLs). Null: the database keeps them (the embedded default).
   */
  objectStore: ObjectStoreConfig | null;
  bodyLimitBytes: number;
  /** The load balancers whose X-Forwarded-For is believed (addresses/CIDRs or a hop count). */
  trustProxy: TrustProxy;
  /** Login limits, keyed so that one client's requests or failures never block another client. */
  rateLimits: {
    /** Codes one client (IP) may ask for one e-mail. */
    sendCodePerEmailIp: RateLimit;
    /** Codes one e-mail may receive from all clients together: a high cap against mail floods. */
    sendCodePerEmail: RateLimit;
    /** Codes one client may ask for, whatever the e-mails. */
    sendCodePerIp: RateLimit;
    /** Verify calls of one client. */
    verifyPerIp: RateLimit;
    /** Wrong codes one client may send; bounds how many codes one client can lock. */
    wrongCodePerIp: RateLimit;
    /**
     * Barcode lookups of one user that ask Open Food Facts (answers kept in the database are free):
     * one user cannot spend the instance's fair use of the service.
     */
    foodLookupPerUser: RateLimit;
    /** Recipe imports of one user (each may fetch a page): the server is no one's crawler. */
    recipeImportPerUser: RateLimit;
  };
  /** Uploads of one user (count and bytes per window): a client loop cannot fill the database. */
  uploadQuota: { max: number; maxBytes: number; windowMs: number };
  /** Images with more pixels than this are refused: a teammate's browser would have to decode them. */
  imageMaxPixels: number;
  /** Live streams one user may hold open at once (tabs and devices together). */
  sseStreamsPerUser: number;
  /** Bytes a live stream may have waiting for a client that does not read before it is dropped. */
  sseMaxBufferedBytes: number;
  /**
   * How long live events stay stored: a stream that reconnects within it gets what it missed, a
   * later one is told to refetch (resync).
   */
  liveEventRetentionMs: number;
  /** A session unused this long is over (rolling: each use moves the deadline). */
  sessionIdleMs: number;
  /** A session's last use is written at most this often, so reads stay reads. */
  sessionTouchMs: number;
  /** Open Food Facts (or a service of its product API v2 shape) for barcodes; null: off. */
  foodLookupUrl: string | null;
  /** How long a product lookup may take before it is answered 504. */
  foodLookupTimeoutMs: number;
  /** A recipe page fetch: the whole answer's time and size, and its redirects. */
  recipeImport: {
    timeoutMs: number;
    maxBytes: number;
    maxRedirects: number;
    /**
     * `host:port` pairs fetched although their address is private (RECIPE_IMPORT_ALLOW_HOSTS): the
     * local recipe site of the tests; nothing else private is ever fetched.
     */
    allowHosts: string[];
  };
  /**
   * After SIGTERM, how long the process keeps serving while `/api/ready` says 503, so a balancer
   * that polls it stops sending before the process stops listening; 0 closes at once.
   */
  shutdownDelayMs: number;
}

/** The public Open Food Facts service, the default of FOOD_LOOKUP_URL. */
export const OPEN_FOOD_FACTS_URL = 'https://world.openfoodfacts.org';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

const devOrigins = [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`);

export function defaultConfig(): AppConfig {
  return {
    appOrigin: 'http://localhost:3000',
    corsOrigins: devOrigins,
    mailFrom: 'Organizator <no-reply@organizator.local>',
    staticRoot: null,
    staticOrigin: null,
    scriptOrigins: [],
    remotesFile: null,
    remotesSource: 'file',
    sseKeepAliveMs: 20_000,
    readCacheTtlMs: 60_000,
    imageMaxBytes: 5 * 1024 * 1024,
    objectStore: null,
    bodyLimitBytes: 1024 * 1024,
    trustProxy: false,
    devOutbox: false,
    rateLimits: {
      sendCodePerEmailIp: { max: 5, windowMs: 15 * 60_000 },
      sendCodePerEmail: { max: 50, windowMs: 60 * 60_000 },
      sendCodePerIp: { max: 60, windowMs: 15 * 60_000 },
      verifyPerIp: { max: 120, windowMs: 15 * 60_000 },
      wrongCodePerIp: { max: 10, windowMs: 15 * 60_000 },
      foodLookupPerUser: { max: 20, windowMs: 5 * 60_000 },
      recipeImportPerUser: { max: 20, windowMs: 5 * 60_000 },
    },
    uploadQuota: { max: 120, maxBytes: 100 * 1024 * 1024, windowMs: 60 * 60_000 },
    imageMaxPixels: 40_000_000,
    sseStreamsPerUser: 10,
    sseMaxBufferedBytes: 256 * 1024,
    liveEventRetentionMs: 15 * 60_000,
    sessionIdleMs: 30 * 24 * 60 * 60_000,
    sessionTouchMs: 24 * 60 * 60_000,
    // Off unless configured: tests and embedded uses never reach the internet by accident.
    foodLookupUrl: null,
    foodLookupTimeoutMs: 5000,
    recipeImport: { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3, allowHosts: [] },
    shutdownDelayMs: 0,
  };
}

/** The configuration of a real process, from the environment (see api/README.md). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const base = defaultConfig();
  // Mail links point at this process unless told otherwise, so `PORT` moves them too.
  const appOrigin = env.APP_ORIGIN ?? (env.PORT ? `http://localhost:${env.PORT}` : base.appOrigin);
  const origins = env.APP_ORIGINS ? list(env.APP_ORIGINS) : base.corsOrigins;
  return {
    ...base,
    databaseUrl: env.DATABASE_URL || undefined,
    // Relative DATA_DIR resolves against the working directory; the default is <repo>/.data
    // whichever folder `pnpm start` (root) or `pnpm --filter @organizator/api start` (api/) runs in.
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data'),
    appOrigin,
    corsOrigins: [...new Set([...origins, appOrigin])],
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? base.mailFrom,
    devOutbox: env.DEV_OUTBOX === '1',
    staticRoot: env.STATIC_ROOT === 'off' ? null : path.resolve(env.STATIC_ROOT ?? repoRoot),
    staticOrigin: env.STATIC_ORIGIN || null,
    scriptOrigins: list(env.SCRIPT_ORIGINS),
    remotesFile: path.resolve(env.REMOTES_FILE ?? path.join(repoRoot, 'deploy', 'remotes.json')),
    remotesSource: env.REMOTES_SOURCE === 'database' ? 'database' : 'file',
    imageMaxBytes: int(env.IMAGE_MAX_BYTES, base.imageMaxBytes),
    objectStore:
      env.S3_ENDPOINT && env.S3_BUCKET
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
          }
        : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      ...base.rateLimits,
      sendCodePerEmailIp: {
        ...base.rateLimits.sendCodePerEmailIp,
        max: int(env.RATE_LIMIT_CODE_PER_EMAIL_IP, base.rateLimits.sendCodePerEmailIp.max),
      },
      sendCodePerEmail: {
        ...base.rateLimits.sendCodePerEmail,
        max: int(env.RATE_LIMIT_CODE_PER_EMAIL, base.rateLimits.sendCodePerEmail.max),
      },
      sendCodePerIp: {
        ...base.rateLimits.sendCodePerIp,
        max: int(env.RATE_LIMIT_CODE_PER_IP, base.rateLimits.sendCodePerIp.max),
      },
      verifyPerIp: {
        ...base.rateLimits.verifyPerIp,
        max: int(env.RATE_LIMIT_VERIFY_PER_IP, base.rateLimits.verifyPerIp.max),
      },
      wrongCodePerIp: {
        ...base.rateLimits.wrongCodePerIp,
        max: int(env.RATE_LIMIT_WRONG_CODE_PER_IP, base.rateLimits.wrongCodePerIp.max),
      },
      foodLookupPerUser: {
        ...base.rateLimits.foodLookupPerUser,
        max: int(env.RATE_LIMIT_FOOD_LOOKUP_PER_USER, base.rateLimits.foodLookupPerUser.max),
      },
      recipeImportPerUser: {
        ...base.rateLimits.recipeImportPerUser,
        max: int(env.RATE_LIMIT_RECIPE_IMPORT_PER_USER, base.rateLimits.recipeImportPerUser.max),
      },
    },
    uploadQuota: {
      ...base.uploadQuota,
      max: int(env.UPLOAD_QUOTA_COUNT, base.uploadQuota.max),
      maxBytes: int(env.UPLOAD_QUOTA_BYTES, base.uploadQuota.maxBytes),
    },
    sseStreamsPerUser: int(env.SSE_STREAMS_PER_USER, base.sseStreamsPerUser),
    liveEventRetentionMs: int(env.LIVE_EVENT_RETENTION_MS, base.liveEventRetentionMs),
    foodLookupUrl:
      env.FOOD_LOOKUP_URL === 'off' ? null : env.FOOD_LOOKUP_URL || OPEN_FOOD_FACTS_URL,
    foodLookupTimeoutMs: int(env.FOOD_LOOKUP_TIMEOUT_MS, base.foodLookupTimeoutMs),
    recipeImport: { ...base.recipeImport, allowHosts: list(env.RECIPE_IMPORT_ALLOW_HOSTS) },
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, base.shutdownDelayMs),
  };
}
