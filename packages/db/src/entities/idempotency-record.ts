import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

export const IDEMPOTENCY_STATES = ['IN_PROGRESS', 'COMPLETED'] as const;

/**
 * An idempotency record: the first request with a key runs, a repeat gets the stored reply. DynamoDB's
 * TTL removes it after `expiresAt` (epoch seconds); until then reads treat an expired one as absent.
 */
export const IdempotencyRecordEntity = defineEntity({
  model: { entity: 'idempotencyRecord', version: '1', service: SERVICE_NAME },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    state: requiredEnum(IDEMPOTENCY_STATES),
    requestHash: requiredString,
    response: { type: 'any' },
    createdAt: requiredString,
    completedAt: optionalString,
    /** TTL_ATTRIBUTE of table.ts. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
});

export type IdempotencyRecordItem = EntityItem<ReturnType<typeof IdempotencyRecordEntity>>;
