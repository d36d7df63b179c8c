export * from './client';
export * from './entities/otp-send';
export * from './entities/position';
export * from './repositories/otp-sends';
export * from './repositories/positions';
export * from './service';
export * from './table';
