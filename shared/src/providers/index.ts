export * from './app-providers';
export * from './standalone';
export * from './toast-host';
