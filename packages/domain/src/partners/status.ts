import { ValidationError } from '../errors';
import { type DateYmd, DAY_MS, type Instant, isDateYmd, parseInstant } from '../time/instant';
import { nicosiaToday } from '../time/nicosia';

/** Partner statuses (spec section 4); a new partner is VERIFIED. */
export const PARTNER_STATUSES = ['VERIFIED', 'PENDING', 'RESTRICTED', 'DISABLED'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const DEFAULT_PARTNER_STATUS: PartnerStatus = 'VERIFIED';

/** Why a partner is RESTRICTED. */
export const RESTRICTED_REASONS = ['LICENCE_EXPIRED', 'INVOICE_OVERDUE'] as const;
export type RestrictedReason = (typeof RESTRICTED_REASONS)[number];

export interface PartnerStanding {
  status: PartnerStatus;
  restrictedReasonType?: RestrictedReason | null;
}

/** A partner may sign in unless DISABLED (a RESTRICTED or PENDING partner signs in and is told why it cannot claim). */
export function canPartnerSignIn(status: PartnerStatus): boolean {
  return status !== 'DISABLED';
}

export function isPartnerStatus(value: unknown): value is PartnerStatus {
  return typeof value === 'string' && (PARTNER_STATUSES as readonly string[]).includes(value);
}

/** A RESTRICTED partner without a reason: the form and the API refuse it (normalisePartnerStanding too). */
export function lacksRestrictionReason(standing: {
  status?: string | null;
  restrictedReasonType?: string | null;
}): boolean {
  return standing.status === 'RESTRICTED' && !standing.restrictedReasonType;
}

/**
 * Checks an administrator's status choice: RESTRICTED needs a reason; any other status drops the reason
 * (the form sends an empty reason that is removed).
 */
export function normalisePartnerStanding(standing: {
  status: PartnerStatus;
  restrictedReasonType?: RestrictedReason | '' | null;
}): PartnerStanding {
  const reason = standing.restrictedReasonType || null;
  if (standing.status !== 'RESTRICTED') return { status: standing.status, restrictedReasonType: null };
  if (!reason || !(RESTRICTED_REASONS as readonly string[]).includes(reason)) {
    throw new ValidationError('A restricted partner needs a reason.', {
      restrictedReasonType: 'Value is required',
    });
  }
  return { status: 'RESTRICTED', restrictedReasonType: reason };
}

/** A registration is expired from the Nicosia day after its expiration date. */
export function isRegistrationExpired(
  expiration: DateYmd | null | undefined,
  now: Instant | Date | number,
): boolean {
  return !!expiration && isDateYmd(expiration) && expiration < nicosiaToday(now);
}

/**
 * May this registration expiry be saved (partner form and API alike)? Not a date already expired (before
 * today in Asia/Nicosia), except the date already stored, so an expired partner can still save its other
 * fields; no date (empty) is allowed.
 */
export function isRegistrationExpiryAllowed(
  expiration: DateYmd | null | undefined,
  stored: DateYmd | null | undefined,
  now: Instant | Date | number,
): boolean {
  return !expiration || expiration === stored || !isRegistrationExpired(expiration, now);
}

/** The partners list shows the expiration date in red when it is missing or past (spec section 2). */
export function isRegistrationExpiryWarning(
  expiration: DateYmd | null | undefined,
  now: Instant | Date | number,
): boolean {
  return !expiration || isRegistrationExpired(expiration, now);
}

/**
 * An invoice still PENDING more than `dueInvoiceDays` days after its creation is overdue.
 * @deprecated Use `isInvoicePastDue` (invoices/invoice-rules.ts) with the invoice's stored due date.
 */
export function isInvoiceOverdue(
  invoice: { status: string; createdAt: Instant },
  dueInvoiceDays: number,
  now: Instant | Date | number,
): boolean {
  return (
    invoice.status === 'PENDING' &&
    parseInstant(now) >= parseInstant(invoice.createdAt) + dueInvoiceDays * DAY_MS
  );
}

/** RESTRICTED for an overdue invoice: the one restriction lifted automatically, once nothing is overdue. */
export function isRestrictedForOverdueInvoice(standing: PartnerStanding): boolean {
  return standing.status === 'RESTRICTED' && standing.restrictedReasonType === 'INVOICE_OVERDUE';
}

/**
 * The standing the daily sweeps should give a partner, or null for no change (DESIGN.md "Money flow").
 * Only a VERIFIED partner is restricted automatically (an administrator's PENDING or DISABLED stands).
 * An expired licence wins over an overdue invoice: a VERIFIED partner with both becomes LICENCE_EXPIRED,
 * and an INVOICE_OVERDUE restriction becomes LICENCE_EXPIRED once the licence expires. INVOICE_OVERDUE is
 * lifted when nothing is overdue any more (back to VERIFIED, or LICENCE_EXPIRED if that holds).
 * LICENCE_EXPIRED is never lifted automatically: the administrator lifts it with the renewed date in one
 * edit (docs/decisions/partners/partner-standing.md). A missing expiration date never restricts.
 */
export function automaticPartnerStanding(
  partner: PartnerStanding,
  facts: { licenceExpired: boolean; invoiceOverdue: boolean },
): PartnerStanding | null {
  const reasonNow: RestrictedReason | null = facts.licenceExpired
    ? 'LICENCE_EXPIRED'
    : facts.invoiceOverdue
      ? 'INVOICE_OVERDUE'
      : null;
  if (partner.status === 'VERIFIED') {
    return reasonNow ? { status: 'RESTRICTED', restrictedReasonType: reasonNow } : null;
  }
  if (!isRestrictedForOverdueInvoice(partner)) return null;
  if (reasonNow === 'INVOICE_OVERDUE') return null;
  return reasonNow
    ? { status: 'RESTRICTED', restrictedReasonType: reasonNow }
    : { status: 'VERIFIED', restrictedReasonType: null };
}
