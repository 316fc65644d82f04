export * from './keys';
export * from './live-invalidation';
export * from './options';
export * from './query-client';
