import * as z from 'zod/mini';

import { INVOICE_LINE_KINDS, INVOICE_STATUSES } from '@careshift/domain/invoices/invoice-rules';
import { SORT_DIRECTIONS } from '@careshift/domain/shifts/list-order';
import { PENALTY_KINDS } from '@careshift/domain/shifts/penalties';

import { PAYMENT_METHODS } from '../forms/invoice-forms';
import { messageKey } from '../messages';

import { listCursor, recordId } from './record-fields';
import { csvList } from './shift-schemas';

/* The invoice area's shapes (issue 12): what the invoice operations (invoices.ts) answer and filter by. */

/** An invoice status as the API sends it (spec section 4). */
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

/**
 * One product line (spec: products {name, price}). `name` is the stored English product name; the web
 * and the PDF label a line in the reader's language from its kind, shift ref, position and start.
 */
export const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  shiftId: z.string(),
  clientId: z.string(),
  shiftRef: z.optional(z.number().check(z.int())),
  positionName: z.optional(z.string()),
  /** The position's Greek name, when it has one. */
  positionNameEl: z.optional(z.string()),
  startDate: z.optional(z.string()),
  /** Issue 34: the planned minutes, and the approved worked and (unpaid) break minutes, when the cost follows an approved timesheet. */
  plannedMinutes: z.optional(z.number().check(z.int())),
  actualMinutes: z.optional(z.number().check(z.int())),
  breakMinutes: z.optional(z.number().check(z.int())),
  name: z.string(),
  /** Cents, EUR. Administrators and the partner only: an organisation sees no invoice amount. */
  price: z.optional(z.number().check(z.int())),
});
export type InvoiceLineView = z.infer<typeof invoiceLineSchema>;

/** What a viewer may do with an invoice now (the domain's invoiceActions); the API authorises each call so. */
export const INVOICE_ACTION_NAMES = [
  'markPaid',
  'cancel',
  'markPending',
  'payByCard',
  'refund',
  'download',
  'send',
] as const;
export const invoiceActionSchema = z.enum(INVOICE_ACTION_NAMES);
export type InvoiceActionName = z.infer<typeof invoiceActionSchema>;

/**
 * An invoice as a viewer sees it. Administrators and the owning partner see it whole; an organisation
 * sees only the lines of its own shifts with no amount at all (no total, no line price: it never sees
 * the commission the invoice bills), and never the partner (no partnerId/Name) nor the payment.
 */
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceRef: z.number().check(z.int()),
  partnerId: z.optional(z.string()),
  partnerName: z.optional(z.string()),
  lines: z.array(invoiceLineSchema),
  /** Cents, EUR: what the partner pays. Administrators and the partner only (absent for an organisation). */
  total: z.optional(z.number().check(z.int())),
  /** The currency of the amounts, with them (absent for an organisation). */
  currency: z.optional(z.literal('EUR')),
  /**
   * The VAT the invoice was issued with (issue 29): net and VAT in cents (net + VAT = total), and the rate in
   * percent, or `exempt` when it states an exemption. Administrators and the partner only; absent on an
   * invoice issued before VAT was stated.
   */
  vat: z.optional(
    z.object({
      net: z.number().check(z.int()),
      amount: z.number().check(z.int()),
      ratePercent: z.optional(z.number()),
      exempt: z.optional(z.boolean()),
    }),
  ),
  status: invoiceStatusSchema,
  paymentMethod: z.optional(z.enum(PAYMENT_METHODS)),
  paymentProvider: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  /** Nicosia calendar day (YYYY-MM-DD) after which a PENDING invoice is overdue. */
  dueDate: z.string(),
  /** PENDING past its due date. */
  overdue: z.boolean(),
  paidAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: z.array(invoiceActionSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const statusFilter = z.enum(INVOICE_STATUSES, { error: messageKey('invalidOption') });

/** The invoice list's filters: statuses (any of), created date order, and for administrators one partner. */
export const invoiceListQuerySchema = z.object({
  statuses: csvList(statusFilter),
  /** Administrators: one partner's invoices (the partner page's tab); ignored for other roles. */
  partnerId: z.optional(recordId),
  direction: z.optional(z.enum(SORT_DIRECTIONS)),
  cursor: listCursor,
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** A shift the administrator may put on a new invoice (the domain's isShiftInvoiceable), with its commission. */
export const invoiceableShiftSchema = z.object({
  id: z.string(),
  refNumber: z.number().check(z.int()),
  clientId: z.string(),
  clientName: z.string(),
  positionName: z.string(),
  /** The position's Greek name, when it has one. */
  positionNameEl: z.optional(z.string()),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Cents: what the line will bill (of the approved hours once a timesheet is approved). */
  companyCommission: z.number().check(z.int()),
  /** Issue 34: the planned minutes, and the approved worked and (unpaid) break minutes, when the cost follows an approved timesheet. */
  plannedMinutes: z.optional(z.number().check(z.int())),
  actualMinutes: z.optional(z.number().check(z.int())),
  breakMinutes: z.optional(z.number().check(z.int())),
});
export type InvoiceableShift = z.infer<typeof invoiceableShiftSchema>;

/** A penalty not yet invoiced (a late claim cancellation or a no-show). */
export const invoiceablePenaltySchema = z.object({
  id: z.string(),
  kind: z.enum(PENALTY_KINDS),
  shiftId: z.string(),
  shiftRef: z.number().check(z.int()),
  clientId: z.string(),
  /** Cents. */
  amount: z.number().check(z.int()),
  createdAt: z.string(),
});
export type InvoiceablePenalty = z.infer<typeof invoiceablePenaltySchema>;

/** What may go on a new invoice of one partner. */
export const invoiceableWorkSchema = z.object({
  shifts: z.array(invoiceableShiftSchema),
  penalties: z.array(invoiceablePenaltySchema),
});
export type InvoiceableWork = z.infer<typeof invoiceableWorkSchema>;
