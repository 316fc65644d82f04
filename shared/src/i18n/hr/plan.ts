import { formatNumber } from '@organizator/shared/i18n';

const porcija = (n: number) => {
  const whole = Number.isInteger(n) ? n : 0;
  if (whole % 10 === 1 && whole % 100 !== 11) return 'porcija';
  if ([2, 3, 4].includes(whole % 10) && ![12, 13, 14].includes(whole % 100)) return 'porcije';
  return 'porcija';
};

/** The team's weekly menu (/food-diary/plan) and the planned entries of a diary day. */
export const plan = {
  // The household's pot
  potLeft: (left: number, weight: number) =>
    `ostalo ${formatNumber(left)} g od ${formatNumber(weight)} g`,
  potLabel: 'Iz lonca',
  potTake: 'Uzmi iz lonca',
  potTakeLabel: (name: string) => `Uzmi iz lonca: ${name}`,
  potGramsLabel: (name: string) => `Grama iz lonca: ${name}`,
  potHalf: 'pola',
  potThird: 'trećina',
  potTaken: 'Porcija je upisana u dnevnik',
  potEaters: (names: string) => `Uzeli: ${names}`,
  potPortionOf: (name: string, grams: number) => `${name} ${formatNumber(grams)} g`,
  potCook: 'Skuhano',
  potCookLabel: (name: string) => `Skuhano: ${name}`,
  potWeightLabel: (name: string) => `Težina skuhanog jela u gramima: ${name}`,
  potCooked: 'Lonac je spremljen',
  potError: 'Nije uspjelo',
  previousWeek: 'Prethodni tjedan',
  nextWeek: 'Sljedeći tjedan',
  thisWeek: 'Ovaj tjedan',
  weekLabel: (from: string, to: string) => `${from} – ${to}`,
  loadError: 'Jelovnik se nije učitao',
  invalidDate: 'Neispravan datum',
  invalidDateText: 'Datum u adresi nije prepoznat. Koristite today ili gggg-mm-dd.',
  toThisWeek: 'Idi na ovaj tjedan',
  empty: 'Ništa',
  addTo: (day: string, meal: string) => `Dodaj u jelovnik: ${day}, ${meal}`,
  editEntry: (name: string) => `Uredi ili premjesti ${name}`,
  removeEntry: (name: string) => `Ukloni ${name} iz jelovnika`,
  servings: (n: number) => `${formatNumber(n, 2)} ${porcija(n)}`,
  grams: (n: number) => `${formatNumber(n)} g`,
  recipeMark: 'recept',
  deletedFood: 'namirnica ili recept više ne postoji',
  addTitle: (day: string, meal: string) => `Dodaj u jelovnik: ${day}, ${meal}`,
  editTitle: (name: string) => `Uredi: ${name}`,
  searchLabel: 'Recept ili namirnica',
  searchPlaceholder: 'Upišite početak naziva (barem 3 znaka)',
  searchHint: 'Upišite barem 3 znaka za pretragu recepata i namirnica.',
  noResults: 'Nema recepata ni namirnica koji počinju tim nazivom.',
  recipes: 'Recepti',
  groceries: 'Namirnice',
  servingsLabel: 'Broj porcija',
  gramsLabel: 'Količina u gramima',
  amountInvalid: 'Upišite broj veći od 0',
  dayLabel: 'Dan',
  mealLabel: 'Obrok',
  save: 'Spremi',
  add: 'Dodaj',
  chooseOther: 'Odaberi drugo',
  updated: 'Jelovnik je spremljen',
  errorUpdating: 'Jelovnik nije spremljen',
  /** A second conflict in a row: someone else keeps changing the day. */
  conflict:
    'Netko je u međuvremenu promijenio isti dan. Jelovnik je ponovno učitan; pokušajte još jednom.',
  entryRemoved: (name: string) => `${name} je uklonjeno iz jelovnika`,
  // Shopping for the plan
  toList: 'Dodaj na popis',
  toListTitle: 'Namirnice jelovnika na popis',
  from: 'Od',
  to: 'Do',
  listLabel: 'Popis',
  noLists: 'Još nemate popis. Napravite ga na početnoj stranici.',
  includeBought: 'Dodaj i ono što je na popisu već označeno kao kupljeno',
  rangeInvalid: 'Kraj razdoblja ne može biti prije početka.',
  rangeTooLong: (days: number) => `Razdoblje može imati najviše ${days} dana.`,
  adding: 'Dodavanje...',
  addedTitle: (list: string) => `Dodano na popis „${list}”`,
  addedNothing: 'Ništa novo: u jelovniku tog razdoblja nema namirnica koje bi trebalo dodati.',
  addedLine: (name: string, grams: number) => `${name}: ${formatNumber(grams)} g`,
  skippedBought: 'Nije dodano jer je već kupljeno:',
  unavailable: 'Nije dodano jer recept ili namirnica više nisu dostupni:',
  openList: 'Otvori popis',
  close: 'Zatvori',
  toListError: 'Namirnice nisu dodane na popis',
  // In the diary day
  plannedLabel: 'Planirano',
  plannedFor: (amount: string) => `jelovnik tima: ${amount}`,
  portionAmount: (name: string) => `Vaša porcija: ${name}`,
  portionUnitServing: 'porcija',
  portionUnit100g: '× 100 g',
  logPortion: 'Pojeo/la sam',
  logPortionLabel: (name: string) => `Upiši svoju porciju: ${name}`,
  notLoggable: 'Hranjive vrijednosti nisu dostupne',
  ifPlanEaten: 'Ako pojedete ostatak plana',
  ifPlanEatenLabel: (kcal: number) =>
    `Ako pojedete ostatak plana, preostaje ${formatNumber(kcal, 0)} kcal`,
  toPlan: 'Tjedni jelovnik',
} as const;
