/** Kept for tests outside packages/db; the helper lives with the table definition. */
export { createTestDb } from '@careshift/db/testing/test-db';
