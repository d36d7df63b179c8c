import type { EntityItem } from 'electrodb';

import { ROLES } from '@careshift/domain/roles';

import { SERVICE_NAME } from '../table';

import { optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/** What an audit trail is about. */
export const AUDIT_SUBJECT_TYPES = [
  'shift',
  'invoice',
  'partner',
  'client',
  'settings',
  'systemUser',
  'clientUser',
] as const;

/** Who made a change: a signed-in role, or the scheduler running a sweep. */
export const ACTOR_ROLES = [...ROLES, 'SCHEDULER'] as const;

/**
 * One state change of a shift, invoice, partner or client: who, when, from, to, why. Written in the
 * same transaction as the change itself, so the trail is complete by construction.
 */
export const AuditEntryEntity = defineEntity({
  model: { entity: 'auditEntry', version: '1', service: SERVICE_NAME },
  attributes: {
    subjectType: { type: AUDIT_SUBJECT_TYPES, required: true, readOnly: true },
    subjectId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    at: requiredString,
    action: requiredString,
    actorId: requiredString,
    actorRole: requiredEnum(ACTOR_ROLES),
    from: optionalString,
    to: optionalString,
    reason: optionalString,
    details: { type: 'any' },
  },
  indexes: {
    /** A subject's trail in time order. */
    bySubject: {
      pk: { field: 'pk', composite: ['subjectType', 'subjectId'] },
      sk: { field: 'sk', composite: ['at', 'auditId'] },
    },
  },
});

export type AuditEntryItem = EntityItem<ReturnType<typeof AuditEntryEntity>>;
