import { invoiceClientIds, MAX_INVOICE_SHIFTS } from '@careshift/db';
import type { InvoiceRecord, PenaltyRecord } from '@careshift/db';
import { invoiceDueDate, invoiceLines } from '@careshift/domain/invoices/invoice-rules';
import { DAY_MS, HOUR_MS } from '@careshift/domain/time/instant';

import { invoiceOutcome, settle } from './invoice-outcome';
import type { InvoiceContext, SeedInvoices } from './invoice-outcome';
import { invoiceDay, penaltyOf, workByPartnerPeriod } from './invoice-work';
import type { WorkGroup } from './invoice-work';
import type { Random } from './random';
import { between } from './shift-fate';
import type { SeedShift } from './shift-fate';

export type { SeedInvoices } from './invoice-outcome';

function linesOf(shifts: SeedShift[], owed: PenaltyRecord[]) {
  return invoiceLines(
    shifts.map(({ shift }) => ({
      id: shift.shiftId,
      clientId: shift.clientId,
      refNumber: shift.refNumber,
      positionName: shift.positionName,
      startDate: shift.startDate,
      cost: shift.cost,
    })),
    owed.map((p) => ({
      kind: p.kind,
      shiftId: p.shiftId,
      clientId: p.clientId,
      amount: p.amount,
    })),
  );
}

function addInvoice(
  ctx: InvoiceContext,
  group: WorkGroup,
  shifts: SeedShift[],
  owed: PenaltyRecord[],
  partnerName: string,
) {
  const { random, now, dueDays } = ctx;
  const createdMs = invoiceDay(group.period);
  if (createdMs > now) return;
  const { lines, total } = linesOf(shifts, owed);
  const status = invoiceOutcome(ctx, group.partnerId, createdMs + dueDays * DAY_MS < now);
  const created = new Date(createdMs).toISOString();
  const invoice: InvoiceRecord = {
    invoiceId: random.id('invoice'),
    invoiceRef: ctx.result.invoices.length + 1,
    partnerId: group.partnerId,
    partnerName,
    lines,
    total,
    status: 'PENDING',
    dueDate: invoiceDueDate(createdMs, dueDays),
    shifts: shifts.map(({ shift }) => ({ shiftId: shift.shiftId, clientId: shift.clientId })),
    penaltyIds: owed.map((p) => p.penaltyId),
    createdBy: ctx.adminId,
    createdAt: created,
    updatedAt: created,
    version: 1,
  };
  ctx.result.invoiceEvents.push({
    invoiceId: invoice.invoiceId,
    action: 'invoice-create',
    to: 'PENDING',
    at: createdMs,
    version: 1,
  });
  const settledAt = between(random, createdMs + HOUR_MS, Math.min(now, createdMs + dueDays * DAY_MS));
  settle(ctx, invoice, { shifts, owed }, status, settledAt);
  ctx.result.invoices.push(invoice);
}

/**
 * Half-monthly invoices of each partner for the commission of the shifts they worked and their penalties
 * (see invoiceDay): older ones mostly paid (their shifts COMPLETED), some cancelled
 * (their shifts free again), recent ones pending. Due `dueInvoiceDays` after creation. Reference numbers
 * are 1, 2, … (the caller moves them onto the invoice sequence).
 */
export function buildInvoices(
  random: Random,
  seeds: SeedShift[],
  now: number,
  dueDays: number,
  adminId: string,
  punctual: ReadonlySet<string> = new Set(),
): SeedInvoices {
  const penaltyBySeed = new Map(
    seeds.flatMap((seed) => {
      const penalty = penaltyOf(seed);
      return penalty ? [[seed, penalty] as const] : [];
    }),
  );
  const ctx: InvoiceContext = {
    punctual,
    given: new Set(),
    random,
    now,
    dueDays,
    adminId,
    result: { invoices: [], penalties: [...penaltyBySeed.values()], invoiceEvents: [] },
  };
  const partnerNames = new Map(
    seeds.flatMap(({ shift }) => (shift.claimedBy ? [[shift.claimedBy, shift.partnerName ?? '']] : [])),
  );
  for (const group of workByPartnerPeriod(seeds, penaltyBySeed, now)) {
    const name = partnerNames.get(group.partnerId) ?? '';
    if (group.shifts.length === 0 && group.penalties.length > 0)
      addInvoice(ctx, group, [], group.penalties, name);
    for (let i = 0; i < group.shifts.length; i += MAX_INVOICE_SHIFTS) {
      addInvoice(
        ctx,
        group,
        group.shifts.slice(i, i + MAX_INVOICE_SHIFTS),
        i === 0 ? group.penalties : [],
        name,
      );
    }
  }
  return ctx.result;
}

/** The organisation link items of the seeded invoices (entities/invoice-client), with their final status. */
export function invoiceClientLinks(invoices: readonly InvoiceRecord[]) {
  return invoices.flatMap((invoice) =>
    invoiceClientIds(invoice).map((clientId) => ({
      clientId,
      invoiceId: invoice.invoiceId,
      createdAt: invoice.createdAt,
      status: invoice.status,
    })),
  );
}
