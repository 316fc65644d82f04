export * from './fixtures';
export * from './prefetched';
export * from './render';
