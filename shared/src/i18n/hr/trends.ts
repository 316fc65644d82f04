import { formatNumber } from '@organizator/shared/i18n';

/** The diary's trends page: eaten energy against the goal, and the macronutrient split. */
export const trends = {
  /** The team's pots' thrown-away grams of the period (issue 53), shown only when there are any. */
  thrownAway: (grams: number) => `Bačeno iz lonaca tima u razdoblju: ${formatNumber(grams)} g`,
  periodLabel: 'Razdoblje',
  lastDays: (n: number) => `Zadnjih ${n} dana`,
  energyTitle: 'Pojedena energija i cilj',
  splitTitle: 'Udio bjelančevina, masti i ugljikohidrata',
  averagesTitle: 'Prosjek',
  averageEaten: (kcal: number) => `${formatNumber(kcal, 0)} kcal na dan`,
  averageGoal: (kcal: number) => `cilj ${formatNumber(kcal, 0)} kcal`,
  loggedDays: (logged: number, total: number) => `upisano ${logged} od ${total} dana`,
  noLoggedDays: 'U ovom razdoblju nema upisanih dana.',
  averageNote: 'Prosjek računa samo dane s upisom.',
  percent: (n: number) => `${formatNumber(n, 0)} %`,
  grams: (n: number) => `${formatNumber(n)} g`,
  kcal: (n: number) => `${formatNumber(n, 0)} kcal`,
  goalLine: 'Cilj',
  tableCaption: 'Dani razdoblja u brojkama',
  date: 'Dan',
  eaten: 'Pojedeno',
  goal: 'Cilj',
  protein: 'Bjelančevine',
  fat: 'Masti',
  carb: 'Ugljikohidrati',
  notLogged: 'nije upisano',
  /** A bar's name for screen readers; the link opens that day. */
  dayBar: (date: string, eaten: number, goal: number) =>
    `${date}: pojedeno ${formatNumber(eaten, 0)} od ${formatNumber(goal, 0)} kcal`,
  daySplit: (date: string, protein: number, fat: number, carb: number) =>
    `${date}: bjelančevine ${formatNumber(protein, 0)} %, masti ${formatNumber(fat, 0)} %, ugljikohidrati ${formatNumber(carb, 0)} %`,
  loadError: 'Trendovi se nisu učitali',
  toPlan: 'Tjedni jelovnik',
  toTrends: 'Trendovi',
} as const;
