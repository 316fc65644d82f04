import { z } from 'zod/mini';
import { email, envelope } from './common';

/** GET /api/dev/outbox?email=E (ARCHITECTURE.md): the mails the API would have sent, newest first. */
const outboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  link: z.string(),
  createdAt: z.string(),
});
export const outboxQuery = z.object({ email });
export const outboxResponse = envelope(z.object({ messages: z.array(outboxMessage) }));
