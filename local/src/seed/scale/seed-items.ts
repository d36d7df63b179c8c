import { randomUUID } from 'node:crypto';

import type { Actor, AuditSubjectType, DbService } from '@careshift/db';
import type { AggregateDeltas } from '@careshift/db/aggregates/counter-updates';
import { membershipsOf, partnerItemOf } from '@careshift/db/repositories/partner-records';

import type { SeededClient, SeededPartner } from './build-accounts';
import type { SeedInvoices } from './build-invoices';
import type { SeedShift } from './shift-fate';

type Item = Record<string, unknown>;
const iso = (ms: number) => new Date(ms).toISOString();
const audit = (
  subjectType: AuditSubjectType,
  subjectId: string,
  sequence: number,
  entry: {
    at: string;
    action: string;
    actorId: string;
    actorRole: Actor['role'];
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

/** A group of items built only when the writer reaches it (so building overlaps with writing). */
export type ItemSource = [weight: number, build: () => Iterable<unknown>];

/** `items.map(build)`, one item at a time. */
export function* lazyMap<T>(items: readonly T[], build: (item: T) => unknown): Generator<unknown> {
  for (const item of items) yield build(item);
}

export function* lazyItems(sources: ItemSource[]): Generator<Item> {
  for (const [, build] of sources) {
    for (const item of build()) yield item as Item;
  }
}

/** How many items the seed writes, counted without building them (for the progress bar). */
export function itemCount(
  clients: SeededClient[],
  partners: SeededPartner[],
  sizes: { systemUsers: number; contactMessages: number },
  seeds: SeedShift[],
  invoices: SeedInvoices,
  reviews: number,
  aggregates: AggregateDeltas,
): number {
  const accounts = clients.reduce((sum, c) => sum + 2 + c.users.length + (c.config ? 1 : 0), 0);
  const people = partners.reduce((sum, p) => sum + 4 + new Set(p.profile.positionIds).size, 0);
  const audits = seeds.reduce((sum, s) => sum + s.events.length, 0) + invoices.invoiceEvents.length;
  const partnerAggregates =
    aggregates.partnerYear.length + aggregates.weekLoads.filter((l) => l.claimedCount > 0).length;
  return (
    accounts +
    people +
    sizes.systemUsers +
    sizes.contactMessages +
    seeds.length +
    invoices.penalties.length +
    invoices.invoices.length +
    reviews +
    partnerAggregates +
    audits
  );
}

/** One audit entry per state change of every shift and invoice, built one at a time. */
export function* auditItems(db: DbService, seeds: SeedShift[], invoices: SeedInvoices): Generator<Item> {
  const put = (entry: ReturnType<typeof audit>) => db.entities.auditEntry.put(entry).params().Item as Item;
  for (const { shift, events } of seeds) {
    for (const [i, event] of events.entries()) {
      const { at, from, to, reason, ...rest } = event;
      yield put(
        audit('shift', shift.shiftId, i + 1, {
          at: iso(at),
          ...rest,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(reason ? { reason } : {}),
        }),
      );
    }
  }
  for (const { invoiceId, version, at, action, from, to } of invoices.invoiceEvents) {
    yield put(
      audit('invoice', invoiceId, version, {
        at: iso(at),
        action,
        actorId: 'seed',
        actorRole: 'SYSTEM_USER',
        to,
        ...(from ? { from } : {}),
      }),
    );
  }
}
