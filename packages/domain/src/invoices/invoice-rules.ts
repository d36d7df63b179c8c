import { ValidationError } from '../errors';
import type { Cents } from '../money';
import type { Role } from '../roles';
import { PENALTY_KINDS } from '../shifts/penalties';
import type { ShiftPenalty } from '../shifts/penalties';
import type { ShiftStatus } from '../shifts/status';
import { addDaysYmd, type DateYmd, type Instant, parseInstant } from '../time/instant';
import { formatNicosiaDate, nicosiaDate, nicosiaToday } from '../time/nicosia';

import { canMoveInvoice } from './invoice-moves';

/** Invoice statuses (spec section 4). */
export const INVOICE_STATUSES = ['PAID', 'PENDING', 'PENDING_REFUND', 'REFUNDED', 'CANCELED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How an invoice was paid (invoice-pay). */
export const PAYMENT_METHODS = ['CARD', 'CASH', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface InvoiceActions {
  markPaid: boolean;
  cancel: boolean;
  markPending: boolean;
  /** Card checkout, for the partner the invoice belongs to. */
  payByCard: boolean;
  /** Refund a card payment through the provider (administrator, PAID by CARD). */
  refund: boolean;
  download: boolean;
  send: boolean;
}

/** The provider named on card payments made through checkout (invoice `paymentProvider`). */
export const CARD_PROVIDER = 'STRIPE';

export interface RefundableInvoice {
  status: InvoiceStatus;
  paymentMethod?: PaymentMethod | null;
  paymentProvider?: string | null;
  transactionId?: string | null;
}

/**
 * A refund goes back through the card provider: only a PAID invoice paid by CARD through it (provider
 * STRIPE) with its transaction (payment intent) id. A card payment recorded by hand for another provider
 * is refunded outside the app.
 */
export function isRefundable(invoice: RefundableInvoice): boolean {
  return (
    canMoveInvoice('refund', invoice.status) &&
    invoice.paymentMethod === 'CARD' &&
    invoice.paymentProvider === CARD_PROVIDER &&
    Boolean(invoice.transactionId)
  );
}

/**
 * Invoice buttons and calls (spec section 4), each move from the statuses INVOICE_TRANSITIONS gives it:
 * Mark Paid, Cancel and Mark Pending — administrator only; Pay Invoice by card — only the partner it
 * belongs to (`isOwner`). Refund: an administrator, of an invoice paid by card through the provider
 * (isRefundable). Download and send: an administrator, or the owning partner.
 */
export function invoiceActions(input: {
  status: InvoiceStatus;
  role?: Role | null;
  isOwner: boolean;
  /** The recorded payment, for Refund (isRefundable). */
  payment?: Omit<RefundableInvoice, 'status'>;
}): InvoiceActions {
  const admin = input.role === 'SYSTEM_USER';
  const owner = input.role === 'EMPLOYEE' && input.isOwner;
  return {
    markPaid: admin && canMoveInvoice('markPaid', input.status),
    cancel: admin && canMoveInvoice('cancel', input.status),
    markPending: admin && canMoveInvoice('markPending', input.status),
    payByCard: owner && canMoveInvoice('payByCard', input.status),
    refund: admin && isRefundable({ ...input.payment, status: input.status }),
    download: admin || owner,
    send: admin || owner,
  };
}

/** The Nicosia day an invoice created at `createdAt` is due: `dueInvoiceDays` days later (settings). */
export function invoiceDueDate(createdAt: Instant | Date | number, dueInvoiceDays: number): DateYmd {
  return addDaysYmd(nicosiaDate(createdAt), dueInvoiceDays);
}

/** Overdue: still PENDING after its due date (a Nicosia day) has passed. */
export function isInvoicePastDue(
  invoice: { status: InvoiceStatus; dueDate: string },
  now: Instant | Date | number,
): boolean {
  return invoice.status === 'PENDING' && nicosiaToday(now) > invoice.dueDate.slice(0, 10);
}

/**
 * The statuses a shift may be invoiced in: FINISHED, or CLAIMED once its end has passed (isInvoiceable).
 * Not WORKED_SHIFT_STATUSES (FINISHED, COMPLETED): a COMPLETED shift's invoice is already paid, and a
 * CLAIMED one that has ended is worked although the finish sweep has not moved it yet.
 */
export const INVOICEABLE_SHIFT_STATUSES = ['CLAIMED', 'FINISHED'] as const satisfies readonly ShiftStatus[];

/**
 * May a shift go on a new invoice? It must have no invoice and have been worked: FINISHED, or CLAIMED
 * with its end passed (the sweep has not moved it yet). A CLAIMED shift that has not ended does not
 * qualify (the claim could still be cancelled). A NO_SHOW shift's commission is never invoiced: its
 * penalty (the same amount) is, as a penalty line.
 */
export function isInvoiceable(
  shift: { status: ShiftStatus; endDate: Instant; invoiceId?: string | null },
  now: Instant | Date | number,
): boolean {
  if (shift.invoiceId) return false;
  if (!(INVOICEABLE_SHIFT_STATUSES as readonly ShiftStatus[]).includes(shift.status)) return false;
  return shift.status === 'FINISHED' || parseInstant(now) >= parseInstant(shift.endDate);
}

export interface InvoiceShift {
  id: string;
  clientId: string;
  refNumber?: string | number | null;
  positionName?: string | null;
  /** The position's Greek name, when it has one. */
  positionNameEl?: string | null;
  startDate: Instant;
  cost: { companyCommission: Cents };
  /** The hours the line shows (attendance's shiftHours): planned, and actual once approved. */
  hours?: LineHours;
}

/** A shift line's hours: planned minutes, and the approved worked and break minutes when approved. */
export interface LineHours {
  plannedMinutes: number;
  actualMinutes?: number;
  breakMinutes?: number;
}

/** What an invoice line bills: a shift's commission, or a penalty of a shift. */
export const INVOICE_LINE_KINDS = ['SHIFT_COMMISSION', ...PENALTY_KINDS] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** One product line of an invoice: what it is for, and its price in cents. */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  shiftId: string;
  clientId: string;
  /** The shift's details, stored so that the web and the PDF can label the line in any language. */
  shiftRef?: number;
  positionName?: string;
  positionNameEl?: string;
  startDate?: Instant;
  /** A commission line's hours (issue 34): planned, and the approved actual and break minutes. */
  plannedMinutes?: number;
  actualMinutes?: number;
  breakMinutes?: number;
  name: string;
  price: Cents;
}

function shiftLabel(
  shift: Pick<InvoiceShift, 'refNumber' | 'positionName' | 'startDate'> | undefined,
  shiftId: string,
) {
  if (!shift) return `shift ${shiftId}`;
  const ref = shift.refNumber ?? shiftId;
  const details = [shift.positionName, formatNicosiaDate(shift.startDate)].filter(Boolean).join(', ');
  return `shift ${ref} (${details})`;
}

/** The optional labelling details of a line, from the shift when it is known. */
function shiftDetails(
  shift: Pick<InvoiceShift, 'refNumber' | 'positionName' | 'positionNameEl' | 'startDate'> | undefined,
): Pick<InvoiceLine, 'shiftRef' | 'positionName' | 'positionNameEl' | 'startDate'> {
  if (!shift) return {};
  const ref = Number(shift.refNumber);
  return {
    ...(shift.refNumber != null && Number.isInteger(ref) ? { shiftRef: ref } : {}),
    ...(shift.positionName ? { positionName: shift.positionName } : {}),
    ...(shift.positionNameEl ? { positionNameEl: shift.positionNameEl } : {}),
    startDate: shift.startDate,
  };
}

/**
 * What a partner owes the company (DESIGN.md "Money flow"): the commission of each shift, plus each
 * penalty. Returns the product lines and the total in cents; a shift or penalty listed twice is refused.
 */
export function invoiceLines(
  shifts: readonly InvoiceShift[],
  penalties: readonly Pick<ShiftPenalty, 'kind' | 'shiftId' | 'clientId' | 'amount'>[] = [],
  context: readonly Pick<
    InvoiceShift,
    'id' | 'refNumber' | 'positionName' | 'positionNameEl' | 'startDate'
  >[] = [],
): { lines: InvoiceLine[]; total: Cents } {
  const shiftIds = shifts.map((shift) => shift.id);
  const penaltyKeys = penalties.map((penalty) => `${penalty.kind}:${penalty.shiftId}`);
  if (new Set(shiftIds).size !== shiftIds.length || new Set(penaltyKeys).size !== penaltyKeys.length) {
    throw new ValidationError('A shift or penalty is listed twice.', {
      requests: 'A shift is listed twice.',
    });
  }
  const known = new Map([...context, ...shifts].map((shift) => [shift.id, shift]));
  const lines: InvoiceLine[] = [
    ...shifts.map((shift) => ({
      kind: 'SHIFT_COMMISSION' as const,
      shiftId: shift.id,
      clientId: shift.clientId,
      ...shiftDetails(shift),
      ...shift.hours,
      name: `Commission for ${shiftLabel(shift, shift.id)}`,
      price: shift.cost.companyCommission,
    })),
    ...penalties.map((penalty) => ({
      kind: penalty.kind,
      shiftId: penalty.shiftId,
      clientId: penalty.clientId,
      ...shiftDetails(known.get(penalty.shiftId)),
      name: `${penalty.kind === 'NO_SHOW' ? 'No-show penalty' : 'Late claim cancellation penalty'} for ${shiftLabel(known.get(penalty.shiftId), penalty.shiftId)}`,
      price: penalty.amount,
    })),
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.price, 0) };
}
