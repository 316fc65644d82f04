import type { Mail } from './mailer';

/** The login mail: the code and the /verify link that signs in without typing it. */
export function loginMail(to: string, code: string, link: string): Mail {
  return {
    to,
    subject: 'Organizator: kod za prijavu',
    code,
    link,
    text: [
      'Pozdrav!',
      '',
      `Vaš kod za prijavu u Organizator: ${code}`,
      '',
      `Ili otvorite poveznicu: ${link}`,
      '',
      'Kod vrijedi 15 minuta i može se upotrijebiti samo jednom.',
      'Ako niste zatražili prijavu, zanemarite ovu poruku.',
    ].join('\n'),
  };
}
