/**
 * The shell's sign-in, verification and legal pages (docs/product.md (#screens, #validation, #errors)). English texts are verbatim
 * from the product's texts (the acceptance suite matches them); everything else is Croatian.
 */
export const auth = {
  loginHeading: 'Prijava',
  loginInstructions:
    'Upišite svoju e-mail adresu i poslat ćemo vam jednokratni kod za prijavu. Lozinka nije potrebna.',
  agreementPrefix: 'Prijavom prihvaćate',
  termsLink: 'uvjete korištenja',
  agreementAnd: 'i',
  privacyLink: 'pravila privatnosti',
  emailLabel: 'E-mail',
  emailPlaceholder: 'ime@primjer.hr',
  emailNote: 'Na ovu adresu poslat ćemo kod za prijavu.',
  sendCode: 'Pošalji kod',
  sendingCode: 'Slanje...',

  codeHeading: 'Potvrdite svoj e-mail',
  codeSentTo: 'Kod za prijavu poslali smo na',
  codeLabel: 'Kod za prijavu',
  codeNote: 'Kod ima 8 znamenki. Obrazac se šalje sam kad ga upišete.',
  codeSubmit: 'Pošalji',
  codeSubmitting: 'Provjera...',
  back: 'Natrag',

  /** Title of the destructive toast after a failed code check (docs/product.md#errors "login error"). */
  loginErrorTitle: 'Greška pri prijavi',
  sendErrorTitle: 'Greška pri slanju',

  verifyHeading: 'Provjera prijave',
  verifying: 'Provjeravamo vašu poveznicu za prijavu...',
  backToLogin: 'Natrag na prijavu',
  loginErrorHeading: 'Login error',
  retryLogin: 'Pokušaj ponovno',

  brandTagline:
    'Zajednički popisi za kupnju, bilješke, namirnice i dnevnik prehrane na jednom mjestu.',
  brandPoints: ['Popisi koje dijeli cijeli tim', 'Promjene stižu uživo', 'Prijava bez lozinke'],

  legal: {
    home: 'Početna',
    login: 'Prijava',
    updated: 'Posljednja izmjena: 18. prosinca 2023.',
    termsTitle: 'Uvjeti korištenja',
    terms: [
      {
        heading: 'Usluga',
        text: 'Organizator je aplikacija za osobnu i timsku organizaciju: popise za kupnju, bilješke, katalog namirnica i dnevnik prehrane. Korištenjem aplikacije prihvaćate ove uvjete.',
      },
      {
        heading: 'Račun i prijava',
        text: 'Prijavljujete se e-mail adresom i jednokratnim kodom. Odgovorni ste za pristup svojoj e-mail adresi i za sve što se radi s vašim računom.',
      },
      {
        heading: 'Sadržaj',
        text: 'Sadržaj koji unesete (popisi, bilješke, namirnice, slike) ostaje vaš. Ne smijete učitavati nezakonit sadržaj niti sadržaj koji krši tuđa prava.',
      },
      {
        heading: 'Timovi',
        text: 'Popisi se dijele s članovima vašeg tima. Vlasnik tima odlučuje koga poziva u tim.',
      },
      {
        heading: 'Dostupnost i odgovornost',
        text: 'Trudimo se da usluga radi bez prekida, ali je pružamo takvu kakva jest, bez jamstva. Uvjete možemo izmijeniti; o bitnim izmjenama obavijestit ćemo vas u aplikaciji.',
      },
    ],
    privacyTitle: 'Pravila privatnosti',
    privacy: [
      {
        heading: 'Koje podatke prikupljamo',
        text: 'Prikupljamo vaše ime, e-mail adresu i slike koje učitate uz stavke popisa, te sadržaj koji sami unesete u aplikaciju.',
      },
      {
        heading: 'Čemu služe',
        text: 'Podatke koristimo samo za rad aplikacije: prijavu, prikaz vaših podataka i dijeljenje popisa s vašim timom.',
      },
      {
        heading: 'Dijeljenje',
        text: 'Vaše podatke ne dijelimo ni s kim izvan vašeg tima. Ne prodajemo ih i ne koristimo za oglašavanje.',
      },
      {
        heading: 'Vaša prava (GDPR)',
        text: 'U skladu s Općom uredbom o zaštiti podataka (GDPR) imate pravo na pristup svojim podacima, njihov ispravak, brisanje, ograničenje obrade i prenosivost te pravo na prigovor. Za ostvarivanje prava obratite nam se e-mailom.',
      },
      {
        heading: 'Čuvanje',
        text: 'Podatke čuvamo dok imate račun. Nakon brisanja računa brišemo ih u razumnom roku.',
      },
    ],
  },
} as const;
