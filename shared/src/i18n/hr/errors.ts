import { transportMessages } from '../../client/errors';
import { apiMessages } from '../../contract/messages';

/** docs/product.md#errors texts. English ones are verbatim from the earlier version; users see them as toast descriptions. */
export const errors = {
  network: transportMessages.network,
  server: transportMessages.server,
  unknownServer: transportMessages.unknown,
  somethingWentWrong: apiMessages.somethingWentWrong,
  badRequest: apiMessages.badRequest,
  validation: apiMessages.validationError,
  invalidEmailAddress: apiMessages.invalidEmailAddress,
  codeTooShort: apiMessages.codeTooShort,
  emailRequired: apiMessages.emailRequired,
  invalidCode: apiMessages.invalidCode,
  loginCodeExpired: apiMessages.loginCodeExpired,
  invalidEmailOrCode: apiMessages.invalidEmailOrCode,
  sendEmailError: 'Send email error, please try again',
  loginError: 'Login error',
  loginErrorText: 'There was an error logging you in, please check your code and try again',
  verificationError: 'Verification error',
  /** docs/product.md#screens names the screen "Not Found". */
  notFound: 'Not Found',
  notFoundTitle: 'Stranica nije pronađena',
  notFoundText: 'Stranica koju tražite ne postoji ili je premještena.',
  remoteFailedTitle: 'Ovaj dio aplikacije se nije učitao',
  remoteFailedText: 'Provjerite vezu i pokušajte ponovno. Ostatak aplikacije radi normalno.',
  notFoundLink: 'Natrag na početnu',
  remoteVersionTitle: 'Ovaj dio aplikacije nije usklađen s aplikacijom',
  remoteVersionText: (remote: string, built: string, running: string) =>
    `Modul ${remote} izgrađen je za zajednički paket @organizator/shared ${built}, a aplikacija radi s verzijom ${running}. Modul nije učitan; ostatak aplikacije radi normalno.`,
} as const;
