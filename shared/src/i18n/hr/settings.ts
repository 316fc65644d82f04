import { formatNumber } from '@organizator/shared/i18n';

/**
 * Settings and onboarding (docs/product.md (#screens, #validation, #errors)). The English texts are verbatim from the earlier version (the
 * acceptance suite matches them); everything else is Croatian.
 */
export const settings = {
  // Profile: name and daily energy goal
  profileTitle: 'Profil',
  nameLabel: 'Ime',
  namePlaceholder: 'Kako se zovete?',
  saveName: 'Spremi ime',
  goalTitle: 'Prehrana',
  goalLabel: 'Dnevni energetski cilj (kcal)',
  goalHelp: (kcal: number) =>
    `Bez postavljenog cilja dnevnik prehrane koristi ${formatNumber(kcal)} kcal.`,
  goalUnit: 'kcal',
  saveGoal: 'Spremi cilj',
  userNameUpdated: 'User name updated',
  settingsUpdated: 'Settings updated',
  updateUserErrorTitle: 'Greška pri ažuriranju korisnika',
  errorUpdatingUser: 'Error updating user',
  userNameTooLong: 'User name is too long',

  // Team
  membersTitle: 'Članovi tima',
  owner: 'Vlasnik',
  you: 'Vi',
  teamLoadError: 'Podaci o timu se nisu učitali.',
  userLoadError: 'Postavke se nisu učitale.',

  // Invites
  invitesTitle: 'Pozivnice u tim',
  invitesHelp:
    'Pozvani dobivaju e-mail s poveznicom i pridružuju se vašem timu tek kad prihvate pozivnicu.',
  inviteEmailLabel: 'E-mail adresa',
  inviteEmailPlaceholder: 'ime@primjer.hr',
  sendInvite: 'Pošalji pozivnicu',
  noInvites: 'Nema poslanih pozivnica.',
  invitePending: 'Na čekanju',
  deleteInvite: (email: string) => `Obriši pozivnicu za ${email}`,
  invalidEmail: 'Invalid email',
  invalidEmailDescription: 'Please enter a valid email address',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  inviteDeleted: 'Invite deleted',
  onlyOwnersCanSendInvites: 'Only team owners can send invites',
  onlyOwnersCanDeleteInvites: 'Only team owners can delete invites',
  inviteAlreadyExists: 'Invite already exists',
  errorSendingInvite: 'Error sending invite',
  errorDeletingInvite: 'Error deleting invite',
  sendInviteErrorTitle: 'Greška pri slanju pozivnice',
  deleteInviteErrorTitle: 'Greška pri brisanju pozivnice',

  // Membership: removing a member, leaving a team
  removeMember: 'Ukloni',
  removeMemberLabel: (name: string) => `Ukloni ${name} iz tima`,
  removeMemberConfirm: (name: string) =>
    `Ukloniti ${name} iz tima? Izgubit će pristup popisima tima i dobiti vlastiti tim.`,
  memberRemoved: 'Član je uklonjen iz tima',
  removeMemberErrorTitle: 'Greška pri uklanjanju člana',
  teamTitle: 'Tim',
  memberOf: (owner: string) => `Član ste tima čiji je vlasnik ${owner}. Dijelite popise tog tima.`,
  leaveTeam: 'Napusti tim',
  leaveTeamConfirm:
    'Napustiti tim? Popisi tima ostaju timu; dobit ćete vlastiti tim, zasad bez popisa.',
  teamLeft: 'Napustili ste tim',
  leaveTeamErrorTitle: 'Greška pri napuštanju tima',
  confirm: 'Potvrdi',
  cancel: 'Odustani',

  // Invites to the signed-in user
  myInvitesTitle: 'Pozivnice za vas',
  invitedBy: (owner: string) => `${owner} vas poziva u svoj tim`,
  myInvitesHelp:
    'Prihvaćanjem prelazite u taj tim i dijelite njegove popise. Ako ste u svom timu sami, vaši popisi prelaze s vama; inače ostaju dosadašnjem timu.',
  acceptInvite: 'Prihvati',
  declineInvite: 'Odbij',
  inviteAccepted: 'Pridružili ste se timu',
  inviteDeclined: 'Pozivnica je odbijena',
  acceptInviteErrorTitle: 'Greška pri prihvaćanju pozivnice',
  declineInviteErrorTitle: 'Greška pri odbijanju pozivnice',
  inviteGone: 'Ta pozivnica više ne postoji: već je odgovorena ili ju je vlasnik povukao.',
  inviteActionError: 'Pokušajte ponovno.',

  // Account
  accountTitle: 'Račun',
  signedInAs: (email: string) => `Prijavljeni ste kao ${email}`,
  logout: 'Odjava',
  logoutAll: 'Odjava sa svih uređaja',
  logoutAllTitle: 'Odjaviti se sa svih uređaja?',
  logoutAllText:
    'Prijava prestaje na svim uređajima i preglednicima, i na ovom. Za nastavak se ponovno prijavite kodom iz e-maila.',
  logoutAllConfirm: 'Odjavi sve',
  logoutAllError: 'Odjava sa svih uređaja nije uspjela',

  // Onboarding
  onboarding: {
    stepIntro: 'Uvod',
    stepName: 'Ime',
    stepTeam: 'Tim',
    stepWelcome: 'Gotovo',
    introTitle: 'Dobrodošli u Organizator',
    introText:
      'Popisi za kupnju, bilješke, namirnice i dnevnik prehrane na jednom mjestu, podijeljeni s vašim timom. Postavimo nekoliko stvari za početak.',
    start: 'Započni',
    nameTitle: 'Kako se zovete?',
    nameText: 'Ime vide članovi vašeg tima uz promjene koje napravite.',
    teamTitle: 'Vaš tim',
    ownerText:
      'Vi ste vlasnik ovog tima. Pozovite ukućane ili prijatelje e-mailom da dijelite popise.',
    memberText: 'Član ste ovog tima i dijelite njegove popise.',
    invitedTitle: 'Pozvani ste u tim',
    invitedText:
      'Pridružite se timu koji vas je pozvao i dijelite njegove popise, ili započnite vlastiti tim.',
    joinTeam: 'Pridruži se timu',
    startOwnTeam: 'Započni vlastiti tim',
    welcomeTitle: 'Sve je spremno!',
    welcomeText: 'Možete početi s prvim popisom.',
    toDashboard: 'Idi na popise',
  },
} as const;
