export * from './dates';
export * from './dictionary';
