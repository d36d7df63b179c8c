export * from './event';
export * from './gateway';
export * from './jobs-route';
export * from './jwt-authorizer';
export * from './lambda-result';
export * from './routes';
export * from './test-clock-route';
