/**
 * Texts the API answers with. The English ones are verbatim from docs/product.md (#validation, #errors) (the clients and the
 * acceptance suite match on them); the rest are Croatian because users read them in toasts.
 */
export const apiMessages = {
  ok: 'OK',
  noDataToUpdate: 'No data to update',
  diaryChangedMeanwhile: 'Dnevnik je u međuvremenu promijenjen',
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
  alreadyTeamMember: 'User is already a team member',
  errorSendingInvite: 'Error sending invite',
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
  starterGroceryReadOnly: 'Namirnice iz kataloga aplikacije ne mogu se mijenjati ni brisati',
  groceryNameTooShort: 'Naziv mora imati barem 3 znaka',
  noteTitleRequired: 'Naslov je obavezan',
  invalidNoteBody: 'Sadržaj bilješke nije ispravan',
  invalidDate: 'Neispravan datum',
  invalidCharacter: 'Tekst sadrži nedopušteni znak',
  tooDeeplyNested: 'Sadržaj je preduboko ugniježđen',
  imageTooLarge: 'Slika je prevelika: ima previše piksela',
  uploadQuotaExceeded: 'Previše učitanih slika, pokušajte ponovno za sat vremena',
  tooManyStreams: 'Previše otvorenih veza uživo',
  searchTooShort: 'Pojam za pretragu mora imati barem 3 znaka',
  itemIdTaken: 'Stavka s tim identifikatorom već postoji na drugom popisu',
  serverNotReady: 'Poslužitelj trenutačno ne prima zahtjeve',
  // Successes. The English ones are quoted in docs/product.md#errors; the rest are Croatian.
  codeSent: 'Kod je poslan',
  signedIn: 'Prijava uspješna',
  settingsSaved: 'Postavke su spremljene',
  signedOut: 'Odjava uspješna',
  signedOutEverywhere: 'Odjavljeni ste sa svih uređaja',
  foodDiaryUpdated: 'Food diary updated',
  groceryCreated: 'Namirnica je kreirana',
  grocerySaved: 'Namirnica je spremljena',
  groceryDeleted: 'Namirnica je obrisana',
  imageAdded: 'Slika je dodana',
  imageSaved: 'Slika je spremljena',
  imageDeleted: 'Slika je obrisana',
  listCreated: 'Popis je kreiran',
  listUpdated: 'List updated',
  listRestarted: 'List restarted',
  listDeleted: 'Popis je obrisan',
  teamJoined: 'Pridružili ste se timu',
  inviteDeclined: 'Pozivnica je odbijena',
  memberRemoved: 'Član je uklonjen iz tima',
  teamLeft: 'Napustili ste tim',
  noteCreated: 'Bilješka je kreirana',
  noteSaved: 'Note saved',
  noteDeleted: 'Bilješka je obrisana',
  inviteDeleted: 'Pozivnica je obrisana',
  serverReady: 'Poslužitelj je spreman',
} as const;

export type ApiMessageKey = keyof typeof apiMessages;

/**
 * Which of the API's texts `message` is, if any: a client tells answers apart by this key, never by
 * looking for words inside the text (a reworded message would silently stop matching).
 */
export function apiMessageKey(message: string): ApiMessageKey | undefined {
  return (Object.keys(apiMessages) as ApiMessageKey[]).find((key) => apiMessages[key] === message);
}
