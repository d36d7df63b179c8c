import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * The lease of a scheduled job (packages/domain/src/jobs/job-lease.ts): one item per job, held by one
 * job run from its start until it ends (deleted) or `expiresAt` passes. DynamoDB's TTL removes a lease
 * left by a run that died; until then a take treats an expired lease as free.
 */
export const JobLeaseEntity = defineEntity({
  model: { entity: 'jobLease', version: '1', service: SERVICE_NAME },
  attributes: {
    job: { type: 'string', required: true, readOnly: true },
    /** The job run that holds the lease. */
    runId: requiredString,
    /** ISO time the run took it (for an operator reading the table). */
    takenAt: requiredString,
    /** TTL_ATTRIBUTE of table.ts: epoch seconds when the lease ends on its own. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byJob: { pk: { field: 'pk', composite: ['job'] }, sk: { field: 'sk', composite: [] } },
  },
});

export type JobLeaseItem = EntityItem<ReturnType<typeof JobLeaseEntity>>;
