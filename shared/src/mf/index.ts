export * from './apps';
export * from './define-app-config';
export * from './shared-deps';
