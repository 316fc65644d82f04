export * from './prefetched';
export * from './render';
