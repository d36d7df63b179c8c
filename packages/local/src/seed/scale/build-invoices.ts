import type { InvoiceRecord, PenaltyRecord } from '@careshift/db';
import { invoiceLines } from '@careshift/domain/invoices/invoice-rules';
import type { PenaltyKind } from '@careshift/domain/shifts/penalties';
import { DAY_MS, HOUR_MS } from '@careshift/domain/time/instant';
import { nicosiaInstant, nicosiaWallClock } from '@careshift/domain/time/nicosia';

import type { Random } from './random';
import { between, move } from './shift-fate';
import type { SeedShift } from './shift-fate';

const MAX_SHIFTS_PER_INVOICE = 40;
export interface SeedInvoices {
  invoices: InvoiceRecord[];
  penalties: PenaltyRecord[];
  /** Audit entries of the invoices: [invoiceId, action, from, to, at]. */
  invoiceEvents: {
    invoiceId: string;
    action: string;
    from?: string;
    to: string;
    at: number;
    version: number;
  }[];
}

/** The half-month an instant falls in on Nicosia's calendar: "2026-04a" (1st–15th) or "2026-04b". */
function periodKey(instant: string | number): string {
  const wall = nicosiaWallClock(instant);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}${wall.day <= 15 ? 'a' : 'b'}`;
}

function penaltyOf(seed: SeedShift): PenaltyRecord | undefined {
  if (!seed.penalty || !seed.shift.claimedBy) return undefined;
  const at = new Date(seed.penalty.at).toISOString();
  return {
    partnerId: seed.shift.claimedBy,
    penaltyId: `${at}#${seed.shift.shiftId}`,
    shiftId: seed.shift.shiftId,
    shiftRef: seed.shift.refNumber,
    clientId: seed.shift.clientId,
    kind: seed.penalty.kind,
    amount: seed.penalty.amount,
    createdAt: at,
  };
}

interface WorkGroup {
  partnerId: string;
  period: string;
  shifts: SeedShift[];
  penalties: PenaltyRecord[];
}

/** The worked shifts and penalties of each partner per half-month, before the current half-month. */
function workByPartnerPeriod(
  seeds: SeedShift[],
  penalties: Map<SeedShift, PenaltyRecord>,
  now: number,
): WorkGroup[] {
  const groups = new Map<string, WorkGroup>();
  const current = periodKey(now);
  for (const seed of seeds) {
    const { claimedBy, startDate, status } = seed.shift;
    const period = periodKey(startDate);
    if (period >= current || !claimedBy) continue;
    const key = `${claimedBy}#${period}`;
    const group = groups.get(key) ?? { partnerId: claimedBy, period, shifts: [], penalties: [] };
    if (status === 'FINISHED') group.shifts.push(seed);
    const penalty = penalties.get(seed);
    if (penalty && periodKey(penalty.createdAt) === period) group.penalties.push(penalty);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Invoices go out twice a month at 10:00 in Nicosia: on the 18th for the 1st–15th, on the 3rd of the next
 * month for the rest, so that some are always still due and some already paid.
 */
function invoiceDay(period: string): number {
  const [year, mon] = period.slice(0, 7).split('-').map(Number) as [number, number];
  if (period.endsWith('a')) return Date.parse(nicosiaInstant(`${period.slice(0, 7)}-18`, '10:00'));
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return Date.parse(nicosiaInstant(`${next}-03`, '10:00'));
}

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
      kind: p.kind as PenaltyKind,
      requestId: p.shiftId,
      clientId: p.clientId,
      amount: p.amount,
    })),
  );
}

/** `status` the first time it is asked for, so that even a small data set shows it. */
function firstOf<S extends string>(ctx: { given: Set<string> }, status: S): S | undefined {
  if (ctx.given.has(status)) return undefined;
  ctx.given.add(status);
  return status;
}

interface InvoiceContext {
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

/** Marks an invoice paid or cancelled at `changedAt`, following its shifts and penalties. */
function settle(
  ctx: InvoiceContext,
  invoice: InvoiceRecord,
  shifts: SeedShift[],
  owed: PenaltyRecord[],
  status: string,
  changedAt: number,
) {
  if (status !== 'CANCELED') {
    for (const { shift } of shifts) shift.invoiceId = invoice.invoiceId;
    for (const penalty of owed) penalty.invoiceId = invoice.invoiceId;
  }
  if (status === 'PAID') {
    const method = ctx.random.weighted([
      ['CARD', 50],
      ['BANK_TRANSFER', 35],
      ['CASH', 15],
    ] as const);
    Object.assign(invoice, {
      paymentMethod: method,
      ...(method === 'CARD'
        ? { paymentProvider: 'STRIPE', transactionId: `pi_${ctx.random.id('tx').slice(3, 27)}` }
        : {}),
      ...(method === 'BANK_TRANSFER' ? { transactionId: `BT-${invoice.invoiceRef}` } : {}),
      paidAt: new Date(changedAt).toISOString(),
    });
    for (const seed of shifts)
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
  const pastDue = createdMs + dueDays * DAY_MS < now;
  const punctual = ctx.punctual.has(group.partnerId);
  // Past due: nearly all paid; the few still pending make their partner RESTRICTED (INVOICE_OVERDUE).
  const status = pastDue
    ? punctual
      ? 'PAID'
      : (firstOf(ctx, 'CANCELED') ??
        firstOf(ctx, 'PENDING') ??
        random.weighted([
          ['PAID', 96],
          ['PENDING', 2],
          ['CANCELED', 2],
        ] as const))
    : random.weighted([
        ['PENDING', 75],
        ['PAID', 25],
      ] as const);
  const created = new Date(createdMs).toISOString();
  const invoice: InvoiceRecord = {
    invoiceId: random.id('invoice'),
    invoiceRef: ctx.result.invoices.length + 1,
    partnerId: group.partnerId,
    partnerName,
    lines,
    total,
    status: 'PENDING',
    dueDate: new Date(createdMs + dueDays * DAY_MS).toISOString(),
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
  settle(
    ctx,
    invoice,
    shifts,
    owed,
    status,
    between(random, createdMs + HOUR_MS, Math.min(now, createdMs + dueDays * DAY_MS)),
  );
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
    for (let i = 0; i < group.shifts.length; i += MAX_SHIFTS_PER_INVOICE) {
      addInvoice(
        ctx,
        group,
        group.shifts.slice(i, i + MAX_SHIFTS_PER_INVOICE),
        i === 0 ? group.penalties : [],
        name,
      );
    }
  }
  return ctx.result;
}
