export * from './dates';
export * from './dictionary';
export * from './numbers';
export * from './text-key';
