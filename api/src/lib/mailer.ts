import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { newId } from './ids';

export interface LoginMail {
  to: string;
  code: string;
  link: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' stores the mail for GET /api/dev/outbox. */
  kind: 'smtp' | 'outbox';
  sendLoginCode(mail: LoginMail): Promise<void>;
}

const subject = 'Organizator: kod za prijavu';
const textOf = ({ code, link }: LoginMail) =>
  [
    'Pozdrav!',
    '',
    `Vaš kod za prijavu u Organizator: ${code}`,
    '',
    `Ili otvorite poveznicu: ${link}`,
    '',
    'Kod vrijedi 15 minuta i može se upotrijebiti samo jednom.',
    'Ako niste zatražili prijavu, zanemarite ovu poruku.',
  ].join('\n');

export function createMailer(
  config: { smtpUrl?: string; mailFrom: string },
  database: Database,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async sendLoginCode(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject,
          text: textOf(mail),
        });
      },
    };
  }
  return {
    kind: 'outbox',
    async sendLoginCode(mail) {
      await database.db.insert(outbox).values({
        id: newId(),
        to: mail.to,
        subject,
        text: textOf(mail),
        code: mail.code,
        link: mail.link,
      });
      // The code itself never goes to the log; the outbox endpoint is where a developer reads it.
      log.info({ to: mail.to }, 'login mail stored in the outbox (GET /api/dev/outbox?email=...)');
    },
  };
}
