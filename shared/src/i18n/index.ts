export * from './dates';
export * from './dictionary';
export * from './numbers';
