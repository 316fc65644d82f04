export * from './editable-copy';
export * from './list-changes';
export * from './live-invalidation';
export * from './mutation-errors';
export * from './options';
export * from './persistence';
export * from './planned-portions';
export * from './query-client';
