import type { ShiftStatus } from '@careshift/domain/shifts/status';

/**
 * What each shift status means for the aggregates (docs/data-model.md "Aggregates"). These are
 * definitions of the counters, not business rules: which moves are allowed is the domain's decision.
 */

/**
 * The partner statistics column a partner's shift in this status counts in (spec: Partner statistics row):
 * a worked shift (FINISHED, or COMPLETED once its invoice is paid) counts as finished; an ABANDONED one
 * with a partner is a claim cancelled after its deadline.
 */
export const PARTNER_STAT_FIELD = {
  CLAIMED: 'claimedCount',
  FINISHED: 'finishedCount',
  COMPLETED: 'finishedCount',
  CANCELED: 'canceledCount',
  ABANDONED: 'abandonedCount',
  NO_SHOW: 'noShowCount',
} as const satisfies Partial<Record<ShiftStatus, string>>;

export type PartnerStatField = (typeof PARTNER_STAT_FIELD)[keyof typeof PARTNER_STAT_FIELD];

export function partnerStatFieldOf(status: ShiftStatus): PartnerStatField | undefined {
  const fields: Partial<Record<ShiftStatus, PartnerStatField>> = PARTNER_STAT_FIELD;
  return fields[status];
}

/** "Open shifts" on the dashboard and the landing page: shifts waiting for a partner (spec: count of VERIFIED). */
export const OPEN_COUNT_STATUS: ShiftStatus = 'VERIFIED';
