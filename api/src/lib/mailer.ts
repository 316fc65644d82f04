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

export interface InviteMail {
  to: string;
  /** The team owner as the invitee knows them: their name, or their e-mail when they have none. */
  ownerName: string;
  ownerEmail: string;
  link: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' stores the mail for GET /api/dev/outbox. */
  kind: 'smtp' | 'outbox';
  sendLoginCode(mail: LoginMail): Promise<void>;
  sendTeamInvite(mail: InviteMail): Promise<void>;
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

const inviteSubject = ({ ownerName }: InviteMail) => `Organizator: ${ownerName} vas poziva u tim`;
const inviteTextOf = ({ ownerName, ownerEmail, link }: InviteMail) =>
  [
    'Pozdrav!',
    '',
    `${ownerName} (${ownerEmail}) poziva vas u svoj tim u Organizatoru, gdje dijelite popise za kupnju.`,
    '',
    `Pozivnicu prihvatite ili odbijte ovdje: ${link}`,
    '',
    'Ako još nemate račun, prijavite se ovom e-mail adresom i pozivnica će vas čekati.',
    'Ako ne poznajete pošiljatelja, zanemarite ovu poruku.',
  ].join('\n');

/** One mail, whichever kind it is: what the transport or the outbox needs. */
interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The login code, for the outbox; empty for mails that carry none. */
  code: string;
  link: string;
}
const loginMail = (mail: LoginMail): Mail => ({
  to: mail.to,
  subject,
  text: textOf(mail),
  code: mail.code,
  link: mail.link,
});
const inviteMail = (mail: InviteMail): Mail => ({
  to: mail.to,
  subject: inviteSubject(mail),
  text: inviteTextOf(mail),
  code: '',
  link: mail.link,
});

export function createMailer(
  config: { smtpUrl?: string; mailFrom: string },
  database: Database,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const send = async ({ to, subject, text }: Mail) => {
      await transport.sendMail({ from: config.mailFrom, to, subject, text });
    };
    return {
      kind: 'smtp',
      sendLoginCode: (mail) => send(loginMail(mail)),
      sendTeamInvite: (mail) => send(inviteMail(mail)),
    };
  }
  const send = async (mail: Mail) => {
    await database.db.insert(outbox).values({ id: newId(), ...mail });
    // The code itself never goes to the log; the outbox endpoint is where a developer reads it.
    log.info({ to: mail.to }, 'mail stored in the outbox (GET /api/dev/outbox?email=...)');
  };
  return {
    kind: 'outbox',
    sendLoginCode: (mail) => send(loginMail(mail)),
    sendTeamInvite: (mail) => send(inviteMail(mail)),
  };
}
