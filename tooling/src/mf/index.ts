// For page templates (theme-color), from the one brand source.
export * from './apps';
export * from './define-app-config';
export * from './precompress-plugin';
export * from './shared-deps';
