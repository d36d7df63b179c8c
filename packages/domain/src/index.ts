export * from './money';
export * from './roles';
