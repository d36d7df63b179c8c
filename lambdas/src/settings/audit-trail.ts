import * as z from 'zod/mini';

import type { AuditEntryView, AuditTrailSubject } from '@careshift/contract';
import type { AuditEntry, Repositories } from '@careshift/db';

export type AuditTrailDeps = Pick<Repositories, 'audit' | 'systemUsers' | 'clientUsers' | 'partnerProfiles'>;

/** An activity page holds 20 entries (spec section 9: generic lists). */
export const AUDIT_PAGE_SIZE = 20;

/** A settings entry's details: the fields that changed, with their values before and after. */
const changesDetails = z.object({
  changes: z.array(z.object({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) })),
});
const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** The field changes an entry records: a settings save's list, or the new scalar values of an edit. */
function changesOf(details: unknown): AuditEntryView['changes'] {
  const listed = changesDetails.safeParse(details);
  if (listed.success) return listed.data.changes;
  const record = z.record(z.string(), z.unknown()).safeParse(details);
  if (!record.success) return [];
  return Object.entries(record.data).flatMap(([field, value]) => {
    const parsed = scalar.safeParse(value);
    return parsed.success ? [{ field, from: null, to: String(parsed.data) }] : [];
  });
}

const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/** The display name of whoever made a change, by the role they acted in (null for the scheduler). */
async function actorName(deps: AuditTrailDeps, role: string, id: string): Promise<string | null> {
  switch (role) {
    case 'SYSTEM_USER':
      return fullName(await deps.systemUsers.getSystemUser(id));
    case 'CLIENT':
    case 'OWNER':
      return fullName(await deps.clientUsers.getClientUser(id));
    case 'EMPLOYEE':
      return fullName(await deps.partnerProfiles.getPartner(id));
    default:
      return null;
  }
}

async function actorNames(deps: AuditTrailDeps, entries: AuditEntry[]): Promise<Map<string, string | null>> {
  const keys = [...new Set(entries.map((entry) => `${entry.actorRole}:${entry.actorId}`))];
  const names = await Promise.all(
    keys.map(async (key) => {
      const [role = '', ...rest] = key.split(':');
      return [key, await actorName(deps, role, rest.join(':'))] as const;
    }),
  );
  return new Map(names);
}

/** audit-list: a subject's activity, newest first, 20 per page, with who made each change by name. */
export async function listAuditTrail(
  deps: AuditTrailDeps,
  subject: { subjectType: AuditTrailSubject; subjectId: string },
  cursor: string | undefined,
): Promise<{ items: AuditEntryView[]; cursor: string | null }> {
  const page = await deps.audit.listAuditTrail({
    ...subject,
    cursor,
    limit: AUDIT_PAGE_SIZE,
    order: 'desc',
  });
  const names = await actorNames(deps, page.items);
  return {
    items: page.items.map((entry) => ({
      id: entry.auditId,
      at: entry.at,
      action: entry.action,
      actor: {
        id: entry.actorId,
        role: entry.actorRole,
        name: names.get(`${entry.actorRole}:${entry.actorId}`) ?? null,
      },
      from: entry.from ?? null,
      to: entry.to ?? null,
      reason: entry.reason ?? null,
      changes: changesOf(entry.details),
    })),
    cursor: page.cursor,
  };
}
