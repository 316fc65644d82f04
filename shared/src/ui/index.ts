export * from './antd-scope';
export * from './confirm-delete';
export * from './empty-state';
export * from './link-button';
export * from './not-available';
export * from './page-header';
export * from './panel';
