export * from './format';
export * from './message';
export * from './messaging-twin';
export * from './outbox';
export * from './outbox-client';
