/**
 * Texts the API answers with. The English ones are verbatim from SPEC §5/§8 (the clients and the
 * acceptance suite match on them); the rest are Croatian because users read them in toasts.
 */
export const apiMessages = {
  ok: 'OK',
  noDataToUpdate: 'No data to update',
  noDataProvided: 'No data provided',
  userNameTooLong: 'User name is too long',
  invalidEmailAddress: 'Invalid email address',
  codeTooShort: 'Code must be at least 8 characters long',
  emailRequired: 'Email is required',
  invalidCode: 'Invalid code',
  loginCodeExpired: 'Login code expired',
  invalidEmailOrCode: 'Invalid email or code',
  onlyOwnersCanSendInvites: 'Only team owners can send invites',
  onlyOwnersCanDeleteInvites: 'Only team owners can delete invites',
  inviteAlreadyExists: 'Invite already exists',
  mustBeNumber: 'Must be a number',
  noAccessToken: 'No access token',
  badRequest: 'Bad request',
  validationError: 'Validation error',
  somethingWentWrong: 'Something went wrong, please try again later',
  unauthorized: 'Niste prijavljeni',
  forbidden: 'Nemate pristup',
  notFound: 'Nije pronađeno',
  tooManyRequests: 'Previše zahtjeva, pokušajte ponovno kasnije',
  payloadTooLarge: 'Datoteka je prevelika',
  notAnImage: 'Datoteka nije slika',
  groceryNameTooShort: 'Naziv mora imati barem 3 znaka',
  noteTitleRequired: 'Naslov je obavezan',
  invalidNoteBody: 'Sadržaj bilješke nije ispravan',
  invalidDate: 'Neispravan datum',
} as const;
