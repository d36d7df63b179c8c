// @careshift/local: the local stack (DESIGN.md "Local stack"). Subpaths work too, e.g.
// '@careshift/local/stack/stack' or '@careshift/local/outbox/outbox-client'.
export * from './gateway';
export * from './outbox';
export * from './schedules';
export * from './seed/cognito-users';
export * from './seed/demo';
export * from './seed/positions';
export * from './stack/banner';
export * from './stack/ports';
export * from './stack/stack';
export * from './twins/dynamodb-local';
export * from './twins/free-port';
export * from './twins/s3-twin';
