import { formatNumber } from '@organizator/shared/i18n';

/** Recipes (groceries area), who sees a food, and a recipe's ingredients on a shopping list. */
export const recipes = {
  // "Skuhano": a cooking of the recipe (the household's pot)
  cook: 'Skuhano',
  cookTitle: 'Skuhano: lonac za tim',
  cookHelp:
    'Izvažite skuhano jelo. Količine sastojaka promijenite ako ste kuhali drukčije od recepta.',
  cookDate: 'Dan kuhanja',
  cookWeight: 'Težina skuhanog jela (g)',
  cookIngredientGrams: (name: string) => `${name} (g)`,
  cookSave: 'Spremi lonac',
  cookCancel: 'Odustani',
  cookDone: (left: number, weight: number) =>
    `Lonac je spremljen: ostalo ${formatNumber(left)} g od ${formatNumber(weight)} g`,
  cookError: 'Lonac nije spremljen',
  cookInvalid: 'Upišite broj između 1 i 100 000',

  mineTitle: 'Moji i timski recepti',
  publicTitle: 'Javni recepti',
  editTitle: 'Uredi recept',
  add: 'Novi recept',
  toRecipes: 'Recepti',
  toGroceries: 'Namirnice',
  back: 'Natrag na recepte',
  empty: 'Još nemate recepata. Složite prvi od svojih namirnica.',
  emptyPublic: 'Još nema javnih recepata.',
  loadError: 'Recepti se nisu učitali',
  detailLoadError: 'Recept se nije učitao',
  notFound: 'Recept nije pronađen',
  name: 'Naziv recepta',
  servings: 'Broj porcija',
  cookedWeight: 'Težina gotovog jela (g, neobavezno)',
  cookedWeightHelp: 'Izvagano gotovo jelo: u dnevnik se tada može upisati i u gramima.',
  instructions: 'Priprema (neobavezno)',
  preparation: 'Priprema',
  ingredients: 'Sastojci',
  ingredientsCount: (n: number) =>
    `${formatNumber(n)} ${n % 10 === 1 && n % 100 !== 11 ? 'sastojak' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'sastojka' : 'sastojaka'}`,
  ingredientSearch: 'Dodaj sastojak',
  ingredientSearchPlaceholder: 'Upišite početak naziva (barem 3 znaka)',
  ingredientGrams: (name: string) => `Količina: ${name} (g)`,
  removeIngredient: (name: string) => `Ukloni sastojak ${name}`,
  noIngredients: 'Dodajte barem jedan sastojak.',
  unavailable:
    'Namirnica vam više nije vidljiva: računa se s vrijednostima spremljenima u receptu.',
  gramsUnit: 'g',
  amountOf: (grams: number) => `${formatNumber(grams)} g`,
  perServing: 'Po porciji',
  total: 'Ukupno',
  per100g: 'Na 100 g gotovog jela',
  nutritionLabel: 'Nutritivne vrijednosti',
  energy: 'Energija',
  fat: 'Masti',
  protein: 'Bjelančevine',
  carb: 'Ugljikohidrati',
  kcal: (n: number) => `${formatNumber(n)} kcal`,
  grams: (n: number) => `${formatNumber(n)} g`,
  servingsShown: 'Porcija za prikaz',
  servingsOf: (n: number) =>
    `${formatNumber(n)} ${n === 1 ? 'porcija' : n >= 2 && n <= 4 ? 'porcije' : 'porcija'}`,
  scaledNote: (n: number) => `Količine sastojaka za ${formatNumber(n)} porcija.`,
  fewer: 'Manje porcija',
  more: 'Više porcija',
  save: 'Spremi',
  create: 'Spremi recept',
  edit: 'Uredi',
  delete: 'Obriši',
  confirmDeleteTitle: 'Obrisati recept?',
  confirmDeleteText: (name: string) =>
    `Recept „${name}” bit će trajno obrisan. Dani u dnevniku u kojima je upisan ostaju kakvi jesu.`,
  created: 'Recept spremljen',
  updated: 'Recept spremljen',
  deleted: 'Recept obrisan',
  errorSaving: 'Recept nije spremljen',
  errorDeleting: 'Recept nije obrisan',
  readOnly: 'Recept drugog korisnika: možete ga pregledati i koristiti, ali ne i mijenjati.',
  mustBeNumber: 'Upišite broj',
  servingsInvalid: 'Broj porcija je cijeli broj od 1 naviše',
  /** A recipe as a food in the diary's picker and the catalogue. */
  recipeMark: 'Recept',
  // Ingredients to a shopping list.
  toList: 'Dodaj sastojke na popis',
  toListTitle: 'Sastojci na popis',
  toListList: 'Popis',
  toListServings: 'Za koliko porcija',
  toListNoLists: 'Još nemate popis. Napravite ga na stranici Popisi.',
  toListSubmit: 'Dodaj na popis',
  toListHint: 'Sastojak koji je već na popisu i nije kupljen zbraja se s njim.',
  toListDone: (list: string) => `Sastojci su dodani na popis „${list}”`,
  toListQueued: (list: string) =>
    `Niste na mreži: sastojci će se dodati na popis „${list}” čim se veza vrati.`,
  toListFailed: 'Sastojci nisu dodani na popis',
} as const;

/** Who sees a grocery or a recipe. */
export const visibility = {
  label: 'Tko vidi',
  private: 'Samo ja',
  team: 'Moj tim',
  public: 'Svi korisnici',
  privateHelp: 'Vidite je samo vi.',
  teamHelp: 'Vide je i mogu koristiti svi članovi vašeg tima.',
  publicHelp: 'Vide je svi korisnici aplikacije.',
  /** Badges in lists. */
  teamMark: 'Tim',
  publicMark: 'Javno',
} as const;

/** Bringing a recipe in from a web page or pasted text, and its review before it is saved. */
export const recipeImport = {
  open: 'Uvezi recept',
  intro:
    'Upišite adresu stranice s receptom ili zalijepite tekst recepta. Ništa se ne sprema dok ne pregledate sastojke.',
  url: 'Adresa web stranice',
  urlPlaceholder: 'https://…',
  fromUrl: 'Pročitaj stranicu',
  text: 'Tekst recepta',
  textHelp: 'Prvi redak je naziv, zatim po jedan sastojak u retku, a ostatak je priprema.',
  fromText: 'Pročitaj tekst',
  errorReading: 'Recept se nije mogao pročitati',
  reviewTitle: 'Provjerite sastojke',
  reviewIntro: (n: number) =>
    n === 0
      ? 'Svi sastojci su prepoznati. Provjerite ih pa spremite recept.'
      : `Označeni sastojci traže odgovor (${formatNumber(n)}): odaberite namirnicu i upišite grame ili ih izostavite.`,
  line: 'Redak iz recepta',
  grocery: (line: string) => `Namirnica za redak: ${line}`,
  noGrocery: 'Nijedna namirnica nije odabrana',
  chooseOther: 'Druga namirnica',
  grams: (line: string) => `Grami za redak: ${line}`,
  needsGrocery: 'Odaberite namirnicu',
  needsGrams: 'Upišite grame: količina se ne može sama pretvoriti u grame',
  createGrocery: 'Stvori namirnicu',
  scanBarcode: 'Skeniraj barkod',
  omit: (line: string) => `Izostavi redak: ${line}`,
  include: (line: string) => `Vrati redak: ${line}`,
  omitted: 'Izostavljeno',
  omitButton: 'Izostavi',
  save: 'Spremi recept',
  startOver: 'Novi uvoz',
  unanswered: 'Neki sastojci još traže odgovor.',
  source: 'Izvor',
  sourceLink: 'Izvorni recept',
} as const;
