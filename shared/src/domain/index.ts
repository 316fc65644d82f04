export * from './areas';
export * from './categories';
export * from './client-ids';
export * from './constants';
export * from './dates';
export * from './food-search';
export * from './grocery-search';
export * from './recent-foods';
