import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { newId } from './ids';

/** One mail of the app: a login code, an invite. `link` is the action the mail offers. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
  /** The login code, when the mail carries one (the dev outbox shows it on its own). */
  code?: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'log' writes the mail to the server log (no SMTP_URL). */
  kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
}

export interface MailerConfig {
  smtpUrl?: string;
  mailFrom: string;
  devOutbox: boolean;
}

/**
 * Delivery: SMTP when configured; otherwise the server log, so a person on the machine running the
 * server can still sign in (nobody else can read that log). With DEV_OUTBOX=1 every mail is also
 * stored for GET /api/dev/outbox (tests, `pnpm dev`, the bench).
 */
export function createMailer(
  config: MailerConfig,
  database: Database,
  log: FastifyBaseLogger,
): Mailer {
  const store = async (mail: Mail) => {
    await database.db.insert(outbox).values({
      id: newId(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      code: mail.code ?? '',
      link: mail.link,
    });
  };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        if (config.devOutbox) await store(mail);
      },
    };
  }
  log.warn(
    'SMTP_URL is not set: no mail is sent. Each mail (address, code, link) is written to this log.',
  );
  return {
    kind: 'log',
    async send(mail) {
      if (config.devOutbox) await store(mail);
      // The only way such a mail reaches its reader: whoever runs the server reads the log.
      log.warn(
        { mail: { to: mail.to, subject: mail.subject, code: mail.code, link: mail.link } },
        'mail not sent (no SMTP_URL)',
      );
    },
  };
}
