export const auth = {
  loginHeading: 'Prijava',
} as const;
