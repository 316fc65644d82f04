export * from './create-store';
export * from './early-answers';
export * from './storage';
export * from './theme-store';
export * from './toast-bus';
export * from './token-store';
export * from './when-idle';
