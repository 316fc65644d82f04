import { formatNumber } from '@organizator/shared/i18n';

/** Groceries area (docs/product.md#screens-groceries, #errors). English texts are verbatim from the earlier version. */
export const groceries = {
  title: 'Namirnice',
  editTitle: 'Uredi namirnicu',
  add: 'Dodaj namirnicu',
  toPublic: 'Javne namirnice',
  toMine: 'Moje namirnice',
  back: 'Natrag na namirnice',
  empty: 'Još nemate namirnica. Dodajte prvu.',
  emptyPublic: 'Još nema javnih namirnica.',
  noMatches: 'Nema namirnica koje počinju tim nazivom.',
  searchPlaceholder: 'Pretraži po nazivu (barem 3 znaka)',
  searchLabel: 'Pretraga namirnica',
  searchTooShort: 'Upišite barem 3 znaka za pretragu.',
  /** "<n> kcal / 100g" (docs/product.md#screens). */
  energyPer100: (energy: number) => `${formatNumber(energy)} kcal / 100g`,
  public: 'Javno',
  /** The app's own starter catalogue (public, editable by nobody). */
  starterMark: 'Iz aplikacije',
  starterTitle: 'Namirnica iz kataloga aplikacije: tipične vrijednosti na 100 g, ne mijenja se',
  starterReadOnly:
    'Ova namirnica dolazi s aplikacijom (tipične vrijednosti na 100 g). Možete je koristiti u dnevniku prehrane, ali je nitko ne može mijenjati.',
  editAction: (name: string) => `Uredi ${name}`,
  viewAction: (name: string) => `Pogledaj ${name}`,
  deleteAction: (name: string) => `Obriši ${name}`,
  confirmDeleteTitle: 'Obrisati namirnicu?',
  confirmDeleteText: (name: string) => `Namirnica „${name}” bit će trajno obrisana.`,
  name: 'Naziv',
  energy: 'Energija (kcal)',
  protein: 'Bjelančevine (g)',
  carb: 'Ugljikohidrati (g)',
  fat: 'Masti (g)',
  per100Hint: 'Vrijednosti se upisuju na 100g / 100ml.',
  pieceGrams: 'Težina komada (g, neobavezno)',
  pieceGramsHelp:
    'Koliko teži jedan komad (jaje, jabuka, pakiranje): uvezeni recept tada broji u gramima.',
  density: 'Gustoća (g/ml, neobavezno)',
  densityHelp:
    'Grami u jednom mililitru (mlijeko 1,03, ulje 0,92): žlice i decilitri tada postaju grami.',
  save: 'Spremi',
  create: 'Dodaj',
  nameRequired: 'Naziv je obavezan',
  nameTooShort: 'Naziv mora imati barem 3 znaka',
  valueRequired: 'Vrijednost je obavezna',
  mustBeNumber: 'Must be a number',
  notNegative: 'Vrijednost ne može biti negativna',
  notFound: 'Namirnica nije pronađena',
  teamReadOnly:
    'Ovu namirnicu s timom dijeli član tima: možete je koristiti, ali je mijenja samo on.',
  readOnly: 'Ovo je javna namirnica drugog korisnika: možete je pregledati, ali ne i mijenjati.',
  loadError: 'Namirnice se nisu učitale',
  detailLoadError: 'Namirnica se nije učitala',
  /** docs/product.md#screens: the edit page shows this until data arrives (kept verbatim). */
  loading: 'Loading...',
  errorCreating: 'Error creating grocery',
  errorEditing: 'Error editing grocery',
  errorDeleting: 'Error deleting grocery',
  created: 'Namirnica dodana',
  updated: 'Namirnica spremljena',
} as const;
