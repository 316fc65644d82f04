export const settings = {
  title: 'Postavke',
} as const;
