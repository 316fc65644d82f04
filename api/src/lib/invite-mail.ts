import type { Mail } from './mailer';

export interface InviteMailFields {
  to: string;
  /** The team owner as the invitee knows them: their name, or their e-mail when they have none. */
  ownerName: string;
  ownerEmail: string;
  link: string;
}

/** The team invite mail: who invites, and the link that opens the invitation in the app. */
export function inviteMail({ to, ownerName, ownerEmail, link }: InviteMailFields): Mail {
  return {
    to,
    subject: `Organizator: ${ownerName} vas poziva u tim`,
    link,
    text: [
      'Pozdrav!',
      '',
      `${ownerName} (${ownerEmail}) poziva vas u svoj tim u Organizatoru, gdje dijelite popise za kupnju.`,
      '',
      `Pozivnicu prihvatite ili odbijte ovdje: ${link}`,
      '',
      'Ako još nemate račun, prijavite se ovom e-mail adresom i pozivnica će vas čekati.',
      'Ako ne poznajete pošiljatelja, zanemarite ovu poruku.',
    ].join('\n'),
  };
}
