export * from './endpoints';
export * from './errors';
export { answersEventId } from './live-event-id';
export * from './request';
