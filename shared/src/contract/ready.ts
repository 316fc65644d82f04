import { z } from 'zod/mini';
import { envelope } from './common';

/** GET /api/ready: whether this API process should receive traffic (for load balancers). */
export const readyResponse = envelope(z.object({ ready: z.boolean() }));
