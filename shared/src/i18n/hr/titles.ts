/**
 * The titles of the pages the shell's layout heads before the area's remote has arrived (the route
 * table, AREAS, names them): they load with the shell, the rest of an area's texts with its remote.
 */
export const titles = {
  lists: 'Popisi',
  notes: 'Bilješke',
  groceries: 'Moje namirnice',
  publicGroceries: 'Javne namirnice',
  newGrocery: 'Nova namirnica',
  recipes: 'Recepti',
  newRecipe: 'Novi recept',
  importRecipe: 'Uvoz recepta',
  diary: 'Dnevnik prehrane',
  plan: 'Tjedni jelovnik',
  trends: 'Trendovi prehrane',
  settings: 'Postavke',
} as const;
