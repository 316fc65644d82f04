export * from './dictionary';
export * from './numbers';
