export const groceries = {
  title: 'Namirnice',
} as const;
