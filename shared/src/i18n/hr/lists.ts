export const lists = {
  title: 'Popisi',
  addList: 'Dodaj popis',
  defaultTitle: 'My list',
} as const;
