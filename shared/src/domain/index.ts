export * from './categories';
export * from './constants';
export * from './dates';
