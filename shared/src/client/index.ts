export * from './endpoints';
export * from './errors';
export * from './request';
