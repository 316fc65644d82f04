export const notes = {
  title: 'Bilješke',
  addNote: 'Dodaj bilješku',
  defaultTitle: 'My note',
} as const;
