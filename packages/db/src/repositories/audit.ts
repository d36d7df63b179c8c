import { randomUUID } from 'node:crypto';

import type { ACTOR_ROLES, AUDIT_SUBJECT_TYPES, AuditEntryItem } from '../entities/audit-entry';
import { cursorAfterItem } from '../paging/entity-cursor';
import { readStreamPage } from '../paging/merged-page';
import { pageSizeOf } from '../paging/page';
import type { Page } from '../paging/page';
import type { DbService } from '../service';

/** Who made a change: a signed-in user, or the scheduler running a sweep. */
export interface Actor {
  id: string;
  role: (typeof ACTOR_ROLES)[number];
}

/** What a repository needs to write an audit entry beside a change. */
export interface ChangeContext {
  actor: Actor;
  /** The instant of the change (ISO-8601 UTC); also the new `updatedAt`. */
  at: string;
  reason?: string;
}

export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export interface AuditChange {
  subjectType: AuditSubjectType;
  subjectId: string;
  action: string;
  from?: string;
  to?: string;
  details?: Record<string, unknown>;
  /** The subject's version after the change: orders entries written at the same instant. */
  sequence?: number;
}

export type AuditEntry = AuditEntryItem;

/** The audit item for a change, to be put in the change's own transaction. */
export function auditEntryOf(change: AuditChange, context: ChangeContext): AuditEntry {
  return {
    subjectType: change.subjectType,
    subjectId: change.subjectId,
    auditId: `${String(change.sequence ?? 0).padStart(8, '0')}-${randomUUID()}`,
    at: context.at,
    action: change.action,
    actorId: context.actor.id,
    actorRole: context.actor.role,
    ...(change.from === undefined ? {} : { from: change.from }),
    ...(change.to === undefined ? {} : { to: change.to }),
    ...(context.reason === undefined ? {} : { reason: context.reason }),
    ...(change.details === undefined ? {} : { details: change.details }),
  };
}

export function createAuditRepository(db: DbService) {
  const audit = db.entities.auditEntry;
  return {
    /**
     * A subject's trail (e.g. a shift's) in time order: oldest first, or newest first with
     * `order: 'desc'` (the same bySubject index read backwards; sort key `at#auditId`).
     */
    async listAuditTrail(input: {
      subjectType: AuditSubjectType;
      subjectId: string;
      cursor?: string | null;
      limit?: number;
      order?: 'asc' | 'desc';
    }): Promise<Page<AuditEntry>> {
      const key = { subjectType: input.subjectType, subjectId: input.subjectId };
      const order = input.order ?? 'asc';
      return readStreamPage({
        name: `audit-${order}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        stream: {
          key: `${key.subjectType}:${key.subjectId}`,
          filtered: false,
          run: (cursor, limit) => audit.query.bySubject(key).go({ cursor, limit, order }),
          cursorAfter: cursorAfterItem(audit, 'bySubject'),
        },
      });
    },
  };
}
