export * from './client';
export * from './entities/position';
export * from './repositories/positions';
export * from './service';
export * from './table';
