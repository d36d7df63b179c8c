/**
 * What still uses a position or a partner, and what deleting it does (issue 32 item 13): the
 * administrator is told before deleting, and the API refuses a deletion that would leave open work
 * without its position or its partner.
 */

import type { InvoiceStatus } from '../invoices/invoice-rules';
import type { ShiftStatus } from '../shifts/status';

/** A partner's shifts still to work: claimed and not yet ended. */
export const PARTNER_BUSY_SHIFT_STATUSES = ['CLAIMED'] as const satisfies readonly ShiftStatus[];
/** A partner's invoices not yet paid. */
export const UNPAID_INVOICE_STATUSES = ['PENDING'] as const satisfies readonly InvoiceStatus[];

/** Counts stop here (the dialog says "100 or more"): enough to decide, cheap to read. */
export const USAGE_COUNT_CAP = 100;

export interface PositionUsage {
  /** Shifts of the position not yet worked or closed (pending, open or claimed). */
  openShifts: number;
  /** Organisations that offer the position. */
  organisations: number;
  /** Partners who work in the position. */
  partners: number;
}

export interface PartnerUsage {
  /** Shifts the partner holds that have not ended. */
  claimedShifts: number;
  /** The partner's invoices not yet paid. */
  pendingInvoices: number;
}

/** Deleting is refused while something would be left without it; otherwise allowed. */
export type DeletionOutcome = 'allowed' | 'refused';

/** A position is deleted only when no open shift uses it; organisations and partners lose it from their lists. */
export function positionDeletion(usage: PositionUsage): DeletionOutcome {
  return usage.openShifts > 0 ? 'refused' : 'allowed';
}

/** A partner is deleted only without shifts still to work and without unpaid invoices. */
export function partnerDeletion(usage: PartnerUsage): DeletionOutcome {
  return usage.claimedShifts > 0 || usage.pendingInvoices > 0 ? 'refused' : 'allowed';
}

/** Why a deletion was refused, for the API's 409. */
export const POSITION_IN_USE =
  'This position is used by open shifts: cancel or finish them before deleting it.';
export const PARTNER_IN_USE =
  'This partner holds shifts still to work or has unpaid invoices: reassign or cancel the shifts and settle the invoices before deleting.';
