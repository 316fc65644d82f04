import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: api/src/config.ts -> ../.. (pnpm runs scripts from api/, users from root). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  /** Folder holding shell/dist and <remote>/dist; null disables static serving. */
  staticRoot: string | null;
  /** Extra origins allowed to serve scripts, styles and assets, beyond those remotes.json names. */
  scriptOrigins: string[];
  /**
   * The deployment's remotes.json (served at /remotes.json, its origins allowed by the CSP); created
   * with the default layout when missing. Null: no remotes.json (API-only tests).
   */
  remotesFile: string | null;
  sseKeepAliveMs: number;
  /** How long a cached session or list answer may live at most (invalidation is the norm). */
  readCacheTtlMs: number;
  imageMaxBytes: number;
  bodyLimitBytes: number;
  trustProxy: boolean;
  rateLimits: {
    sendCodePerEmail: RateLimit;
    sendCodePerIp: RateLimit;
    verifyPerIp: RateLimit;
  };
}

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
    scriptOrigins: [],
    remotesFile: null,
    sseKeepAliveMs: 20_000,
    readCacheTtlMs: 60_000,
    imageMaxBytes: 5 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    trustProxy: false,
    rateLimits: {
      sendCodePerEmail: { max: 10, windowMs: 15 * 60_000 },
      sendCodePerIp: { max: 60, windowMs: 15 * 60_000 },
      verifyPerIp: { max: 120, windowMs: 15 * 60_000 },
    },
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
    staticRoot: env.STATIC_ROOT === 'off' ? null : path.resolve(env.STATIC_ROOT ?? repoRoot),
    scriptOrigins: list(env.SCRIPT_ORIGINS),
    remotesFile: path.resolve(env.REMOTES_FILE ?? path.join(repoRoot, 'deploy', 'remotes.json')),
    imageMaxBytes: int(env.IMAGE_MAX_BYTES, base.imageMaxBytes),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: {
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
    },
  };
}
