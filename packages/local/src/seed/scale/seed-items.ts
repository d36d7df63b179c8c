import { randomUUID } from 'node:crypto';

import type { DbService } from '@careshift/db';
import { membershipsOf, partnerItemOf } from '@careshift/db/repositories/partner-records';

import type { SeededClient, SeededPartner } from './build-accounts';
import type { SeedInvoices } from './build-invoices';
import type { SeedShift } from './shift-fate';

type Item = Record<string, unknown>;
const iso = (ms: number) => new Date(ms).toISOString();
const audit = (
  subjectType: string,
  subjectId: string,
  sequence: number,
  entry: {
    at: string;
    action: string;
    actorId: string;
    actorRole: string;
    from?: string;
    to?: string;
    reason?: string;
  },
) => ({
  subjectType,
  subjectId,
  auditId: `${String(sequence).padStart(8, '0')}-${randomUUID()}`,
  ...entry,
});

/** The table items of the seeded accounts: clients, users, configurations, partners and their private items. */
export function accountItems(
  db: DbService,
  clients: SeededClient[],
  partners: SeededPartner[],
  ratings: Map<string, { sum: number; count: number }>,
  adminId: string,
): Item[] {
  const { entities } = db;
  const items: Item[] = [];
  for (const { client, users, config } of clients) {
    items.push(entities.client.put(client).params().Item as Item);
    items.push(
      entities.auditEntry
        .put(
          audit('client', client.clientId, 1, {
            at: client.createdAt,
            action: 'client-create',
            to: client.status,
            actorId: adminId,
            actorRole: 'SYSTEM_USER',
          }),
        )
        .params().Item as Item,
    );
    for (const user of users) items.push(entities.clientUser.put(user).params().Item as Item);
    if (config)
      items.push(
        entities.clientConfig
          .put({ clientId: client.clientId, ...config, updatedAt: client.createdAt, updatedBy: adminId })
          .params().Item as Item,
      );
  }
  for (const { profile, info, bankDetails } of partners) {
    const rating = ratings.get(profile.partnerId) ?? { sum: 0, count: 0 };
    const item = partnerItemOf({
      ...profile,
      ratingSum: rating.sum,
      ratingCount: rating.count,
      version: 1,
      updatedAt: profile.createdAt,
    });
    items.push(entities.partner.put(item).params().Item as Item);
    items.push(entities.partnerInfo.put(info).params().Item as Item);
    items.push(entities.partnerBankDetails.put(bankDetails).params().Item as Item);
    for (const membership of membershipsOf(item))
      items.push(entities.partnerPosition.put(membership).params().Item as Item);
    items.push(
      entities.auditEntry
        .put(
          audit('partner', profile.partnerId, 1, {
            at: profile.createdAt,
            action: 'partner-create',
            to: profile.status,
            actorId: adminId,
            actorRole: 'SYSTEM_USER',
          }),
        )
        .params().Item as Item,
    );
  }
  return items;
}

export function shiftItems(db: DbService, seeds: SeedShift[]): Item[] {
  return seeds.map(({ shift }) => db.entities.shift.put(shift).params().Item as Item);
}

/** One audit entry per state change of every shift and invoice. */
export function auditItems(db: DbService, seeds: SeedShift[], invoices: SeedInvoices): Item[] {
  const put = (entry: ReturnType<typeof audit>) => db.entities.auditEntry.put(entry).params().Item as Item;
  return [
    ...seeds.flatMap(({ shift, events }) =>
      events.map((event, i) =>
        put(
          audit('shift', shift.shiftId, i + 1, {
            at: iso(event.at),
            action: event.action,
            actorId: event.actorId,
            actorRole: event.actorRole,
            ...(event.from ? { from: event.from } : {}),
            ...(event.to ? { to: event.to } : {}),
            ...(event.reason ? { reason: event.reason } : {}),
          }),
        ),
      ),
    ),
    ...invoices.invoiceEvents.map((event) =>
      put(
        audit('invoice', event.invoiceId, event.version, {
          at: iso(event.at),
          action: event.action,
          actorId: 'seed',
          actorRole: 'SYSTEM_USER',
          to: event.to,
          ...(event.from ? { from: event.from } : {}),
        }),
      ),
    ),
  ];
}
