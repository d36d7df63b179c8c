export * from './errors';
export * from './env';
export * from './forms/position-form';
export * from './messages';
export * from './operation';
export * from './operations';
export * from './operations/positions';
