import type { InvoiceRecord, PenaltyRecord } from '@careshift/db';
import type { InvoiceStatus } from '@careshift/domain/invoices/invoice-rules';

import type { Random } from './random';
import { move } from './shift-fate';
import type { SeedShift } from './shift-fate';

export interface SeedInvoices {
  invoices: InvoiceRecord[];
  penalties: PenaltyRecord[];
  /** Audit entries of the invoices. */
  invoiceEvents: {
    invoiceId: string;
    action: string;
    from?: InvoiceStatus;
    to: InvoiceStatus;
    at: number;
    version: number;
  }[];
}

export interface InvoiceContext {
  random: Random;
  now: number;
  dueDays: number;
  adminId: string;
  /** Partners who pay their invoices in time (the demo partners: they stay VERIFIED). */
  punctual: ReadonlySet<string>;
  /** Rare outcomes already given once (every data set has a cancelled and an overdue invoice). */
  given: Set<string>;
  result: SeedInvoices;
}

/** `status` the first time it is asked for, so that even a small data set shows it. */
function firstOf<S extends string>(ctx: { given: Set<string> }, status: S): S | undefined {
  if (ctx.given.has(status)) return undefined;
  ctx.given.add(status);
  return status;
}

/**
 * How a new invoice ends up. Past due: nearly all paid; the few still pending make their partner
 * RESTRICTED (INVOICE_OVERDUE), so punctual partners always pay. Not yet due: mostly still pending.
 */
export function invoiceOutcome(ctx: InvoiceContext, partnerId: string, pastDue: boolean): InvoiceStatus {
  if (!pastDue) {
    return ctx.random.weighted([
      ['PENDING', 75],
      ['PAID', 25],
    ] as const);
  }
  if (ctx.punctual.has(partnerId)) return 'PAID';
  return (
    firstOf(ctx, 'CANCELED') ??
    firstOf(ctx, 'PENDING') ??
    ctx.random.weighted([
      ['PAID', 96],
      ['PENDING', 2],
      ['CANCELED', 2],
    ] as const)
  );
}

/** A card, bank transfer or cash payment, with the provider's ids. */
function paymentOf(random: Random, invoiceRef: number) {
  const method = random.weighted([
    ['CARD', 50],
    ['BANK_TRANSFER', 35],
    ['CASH', 15],
  ] as const);
  return {
    paymentMethod: method,
    ...(method === 'CARD'
      ? { paymentProvider: 'STRIPE', transactionId: `pi_${random.id('tx').slice(3, 27)}` }
      : {}),
    ...(method === 'BANK_TRANSFER' ? { transactionId: `BT-${invoiceRef}` } : {}),
  };
}

/** Marks an invoice paid or cancelled at `changedAt`, following its shifts and penalties. */
export function settle(
  ctx: InvoiceContext,
  invoice: InvoiceRecord,
  work: { shifts: SeedShift[]; owed: PenaltyRecord[] },
  status: InvoiceStatus,
  changedAt: number,
) {
  if (status !== 'CANCELED') {
    for (const { shift } of work.shifts) shift.invoiceId = invoice.invoiceId;
    for (const penalty of work.owed) penalty.invoiceId = invoice.invoiceId;
  }
  if (status === 'PAID') {
    Object.assign(invoice, {
      ...paymentOf(ctx.random, invoice.invoiceRef),
      paidAt: new Date(changedAt).toISOString(),
    });
    for (const seed of work.shifts)
      move(seed, changedAt, 'COMPLETED', {
        action: 'shift-invoice-paid',
        actorId: ctx.adminId,
        actorRole: 'SYSTEM_USER',
      });
  }
  if (status === 'PENDING') return;
  Object.assign(invoice, { status, version: 2, updatedAt: new Date(changedAt).toISOString() });
  ctx.result.invoiceEvents.push({
    invoiceId: invoice.invoiceId,
    action: `invoice-${status.toLowerCase()}`,
    from: 'PENDING',
    to: status,
    at: changedAt,
    version: 2,
  });
}
