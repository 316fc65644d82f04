export const diary = {
  title: 'Dnevnik prehrane',
} as const;
