import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { ReadCache } from './http/read-cache';
import type { ImageStore } from './lib/image-store';
import type { Mailer } from './lib/mailer';
import type { EventBus } from './live/bus';
import type { SseHub } from './live/hub';

/** Who is calling: resolved from the bearer token by the auth hook. */
export interface AuthContext {
  userId: string;
  teamId: string;
  name: string | null;
  email: string;
  tokenHash: string;
}

export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  bus: EventBus;
  hub: SseHub;
  cache: ReadCache;
  /** The bucket image bytes go to, when configured; null: they stay in the database. */
  imageStore: ImageStore | null;
  /** Set once the process begins to shut down: /api/ready answers 503 from then on. */
  lifecycle: { closing: boolean };
  /** The clock, injectable so tests can expire login codes. */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
