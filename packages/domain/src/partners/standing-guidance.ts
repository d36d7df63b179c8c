import type { DateYmd, Instant } from '../time/instant';

import { isRegistrationExpired } from './status';
import type { PartnerStatus, RestrictedReason } from './status';

/**
 * Why a partner who is not VERIFIED may not claim, as the partner is told (issue 32, item 1): the
 * licence expired, an invoice is overdue, the profile still waits for its check (PENDING), or none of
 * these is known (a RESTRICTED partner without a reason, a DISABLED one).
 */
export const STANDING_PROBLEMS = [
  'LICENCE_EXPIRED',
  'INVOICE_OVERDUE',
  'PENDING_REVIEW',
  'NOT_VERIFIED',
] as const;
export type StandingProblem = (typeof STANDING_PROBLEMS)[number];

/** What the partner does about it, in order. */
export const STANDING_STEPS = [
  'UPLOAD_RENEWED_LICENCE',
  'WAIT_FOR_LICENCE_CHECK',
  'PAY_OVERDUE_INVOICES',
  'UPLOAD_DOCUMENTS',
  'WAIT_FOR_REVIEW',
  'CONTACT_SUPPORT',
] as const;
export type StandingStep = (typeof STANDING_STEPS)[number];

/** An overdue invoice, named by its reference number. */
export interface OverdueInvoiceRef {
  id: string;
  ref: number;
  dueDate: DateYmd;
}

export interface StandingGuidance {
  status: Exclude<PartnerStatus, 'VERIFIED'>;
  problem: StandingProblem;
  /** The licence's expiration day, when the problem is an expired licence and the day has passed. */
  licenceExpiredOn: DateYmd | null;
  /** The overdue invoices, oldest due first, when the problem is an overdue invoice. */
  overdueInvoices: OverdueInvoiceRef[];
  steps: StandingStep[];
}

export interface StandingFacts {
  status: PartnerStatus;
  restrictedReasonType?: RestrictedReason | null;
  registrationExpirationDate?: DateYmd | null;
}

const STEPS: Record<StandingProblem, StandingStep[]> = {
  LICENCE_EXPIRED: ['UPLOAD_RENEWED_LICENCE', 'WAIT_FOR_LICENCE_CHECK'],
  INVOICE_OVERDUE: ['PAY_OVERDUE_INVOICES'],
  PENDING_REVIEW: ['UPLOAD_DOCUMENTS', 'WAIT_FOR_REVIEW'],
  NOT_VERIFIED: ['CONTACT_SUPPORT'],
};

function problemOf(partner: StandingFacts): StandingProblem {
  if (partner.status === 'PENDING') return 'PENDING_REVIEW';
  if (partner.status === 'RESTRICTED' && partner.restrictedReasonType) return partner.restrictedReasonType;
  return 'NOT_VERIFIED';
}

/**
 * Why this partner may not claim and what to do, or null for a VERIFIED partner. The licence's day is
 * named only once it has passed (an administrator may restrict before it); the invoices only for an
 * overdue-invoice restriction.
 */
export function partnerStandingGuidance(
  partner: StandingFacts,
  overdueInvoices: readonly OverdueInvoiceRef[],
  now: Instant | Date | number,
): StandingGuidance | null {
  if (partner.status === 'VERIFIED') return null;
  const problem = problemOf(partner);
  const expiry = partner.registrationExpirationDate ?? null;
  const expired = problem === 'LICENCE_EXPIRED' && isRegistrationExpired(expiry, now);
  return {
    status: partner.status,
    problem,
    licenceExpiredOn: expired ? expiry : null,
    overdueInvoices:
      problem === 'INVOICE_OVERDUE'
        ? [...overdueInvoices].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.ref - b.ref)
        : [],
    steps: STEPS[problem],
  };
}

/** Does showing the guidance need the partner's overdue invoices (read only then)? */
export function guidanceNeedsInvoices(partner: StandingFacts): boolean {
  return partner.status === 'RESTRICTED' && partner.restrictedReasonType === 'INVOICE_OVERDUE';
}
