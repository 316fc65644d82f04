export * from './areas';
export * from './categories';
export * from './constants';
export * from './dates';
export * from './grocery-search';
