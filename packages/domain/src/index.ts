export * from './errors';
export * from './money';
export * from './roles';
