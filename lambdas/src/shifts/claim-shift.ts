import type { ShiftDetail } from '@careshift/contract';
import { messageKey } from '@careshift/contract/messages';
import { PartnerScheduleChangedError } from '@careshift/db';
import type { PartnerRecord, PartnerSchedule, ShiftRecord } from '@careshift/db';
import {
  assertShiftAction,
  checkClaimEligibility,
  claimRefusalError,
  ConflictError,
  DEFAULT_SYSTEM_SETTINGS,
  isAdministrator,
  NotAllowedError,
  partnerMarksOf,
  ValidationError,
} from '@careshift/domain';
import type { ClaimedVia, OverdueInvoiceRef, PartnerMarks } from '@careshift/domain';

import { BUSINESS_METRICS } from '../http/metrics';
import type { Viewer } from '../http/viewer';
import { overdueInvoicesOf } from '../standing/standing-guidance';

import { partnerShiftsAround } from './partner-calendar';
import type { CalendarShift } from './partner-calendar';
import { changeContext, loadShift } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { shiftDetail } from './shift-detail';
import { noticeIntentOf, toNoticeShift } from './shift-notices';
import { shiftForActions } from './shift-views';

/** The partner who takes the shift: the caller, or the one an administrator assigns. */
async function claimingPartner(deps: ShiftDeps, viewer: Viewer, partnerId: string): Promise<PartnerRecord> {
  if (isAdministrator(viewer)) {
    if (!partnerId) throw new ValidationError(messageKey('required'), { partnerId: messageKey('required') });
    const partner = await deps.partners.getPartner(partnerId);
    if (!partner)
      throw new ValidationError(messageKey('partnerNotFound'), { partnerId: messageKey('partnerNotFound') });
    return partner;
  }
  if (partnerId && partnerId !== viewer.userId)
    throw new NotAllowedError('You can only claim shifts for yourself.');
  const partner = await deps.partners.getPartner(viewer.userId);
  if (!partner) throw new NotAllowedError('Your partner profile does not exist.');
  return partner;
}

/** Claims decided on a schedule that changed meanwhile are decided again, this many times at most. */
const DECISIONS = 5;

/**
 * The partner's shifts the fatigue rules look at: the schedule item, and the list index for older data;
 * each named by its number where the list knows it (a refusal names the shift in the way).
 */
function heldShifts(schedule: PartnerSchedule, calendar: CalendarShift[]): CalendarShift[] {
  const refs = new Map(calendar.map((s) => [s.id, s.refNumber]));
  const scheduled = schedule.shifts.map((s) => ({
    id: s.shiftId,
    refNumber: refs.get(s.shiftId),
    startDate: s.startDate,
    endDate: s.endDate,
  }));
  const known = new Set(scheduled.map((s) => s.id));
  return [...scheduled, ...calendar.filter((s) => !known.has(s.id))];
}

/** Held shifts the list index has not shown yet get their number from the shift itself. */
async function withRefNumbers(deps: ShiftDeps, held: CalendarShift[]): Promise<CalendarShift[]> {
  const unnamed = held.filter((s) => s.refNumber === undefined).map((s) => s.id);
  const refs = new Map((await deps.shifts.getShifts(unnamed)).map((s) => [s.shiftId, s.refNumber]));
  return held.map((s) => (s.refNumber === undefined ? { ...s, refNumber: refs.get(s.id) } : s));
}

interface ClaimFacts {
  partner: PartnerRecord;
  overdueInvoices: OverdueInvoiceRef[];
  shift: ShiftRecord;
  held: CalendarShift[];
  mandatoryRestHours: number;
  /** What the shift's organisation holds about the partner (a block, a favourite). */
  marks: PartnerMarks;
  /**
   * An administrator assigning, or a partner accepting an invitation (the organisation's own offer): the
   * favourites-only window does not bind it, a block does.
   */
  assigning: boolean;
  now: Date;
}

/** The domain's claim eligibility of the partner for the shift, against the shifts it holds. */
function eligibilityOf(claim: ClaimFacts) {
  const { partner, shift } = claim;
  return checkClaimEligibility({
    partner: { ...partner, weeklyShiftLimit: partner.weeklyShiftLimit ?? null },
    overdueInvoices: claim.overdueInvoices,
    shift: { ...shift, id: shift.shiftId, status: shiftForActions(shift).status },
    partnerClaimedShifts: claim.held,
    mandatoryRestHours: claim.mandatoryRestHours,
    offer: {
      clientId: shift.clientId,
      favouritesOnlyUntil: claim.assigning ? null : shift.favouritesOnlyUntil,
      marks: claim.marks,
    },
    now: claim.now,
  });
}

/** Refuses with the real reason (issue 32): the standing's, or the held shift in the way, named by number. */
async function assertEligible(deps: ShiftDeps, claim: ClaimFacts): Promise<void> {
  const eligibility = eligibilityOf(claim);
  if (eligibility.ok) return;
  const calendarRefusal = eligibility.reason === 'OVERLAP' || eligibility.reason === 'REST_HOURS';
  if (!calendarRefusal || eligibility.params.ref !== undefined) throw claimRefusalError(eligibility);
  const named = eligibilityOf({ ...claim, held: await withRefNumbers(deps, claim.held) });
  throw claimRefusalError(named.ok ? eligibility : named);
}

/** Counts the claim (or the assignment), tells whoever should hear, and answers with the shift now. */
async function tellClaimed(
  deps: ShiftDeps,
  viewer: Viewer,
  moved: { before: ShiftRecord; after: ShiftRecord },
  now: Date,
): Promise<ShiftDetail> {
  deps.metrics.count(
    isAdministrator(viewer) ? BUSINESS_METRICS.shiftAssigned : BUSINESS_METRICS.shiftClaimed,
  );
  await deps.notifier.shiftChanged(
    { before: toNoticeShift(moved.before), after: toNoticeShift(moved.after), actorRole: viewer.role },
    noticeIntentOf(moved.after),
  );
  return shiftDetail(deps, moved.after, viewer, now);
}

/**
 * A claim that accepts an invitation (issue 35): the shift records `claimedVia`; `extra` (the
 * invitation's ACCEPTED, if still SENT, and its trail) is written in the claim's transaction.
 */
export interface ClaimByInvitation {
  claimedVia: ClaimedVia;
  extra: NonNullable<Parameters<ShiftDeps['shifts']['claimShift']>[0]['via']>['extra'];
}

/** An administrator's assignment and an accepted invitation are not bound by the favourites-only window. */
function bypassesEarlyAccess(viewer: Viewer, invitation: ClaimByInvitation | undefined): boolean {
  return isAdministrator(viewer) || invitation !== undefined;
}

/** The repository's `via` of a claim that accepts an invitation (none for a plain claim). */
function viaOf(invitation: ClaimByInvitation | undefined): { via?: ClaimByInvitation } {
  return invitation ? { via: invitation } : {};
}

/**
 * request-claim: a partner claims for itself, an administrator assigns a partner. The domain's action
 * visibility authorises the call (403 / 409), its claim eligibility checks the partner (verified,
 * position, overlap, rest hours, weekly limit) against the partner's schedule read consistently. The
 * repository's conditions let exactly one of any number of concurrent claims of a shift win (the others
 * get ShiftAlreadyClaimedError, 409), and make concurrent claims by one partner decide one after the
 * other: a claim whose schedule changed meanwhile reads it again and decides again.
 */
export async function claimShift(
  deps: ShiftDeps,
  viewer: Viewer,
  shiftId: string,
  partnerId: string,
  invitation?: ClaimByInvitation,
): Promise<ShiftDetail> {
  const now = deps.clock.now();
  const shift = await loadShift(deps, shiftId);
  assertShiftAction('claim', { shift: shiftForActions(shift), viewer, now });
  const partner = await claimingPartner(deps, viewer, partnerId);
  const [settings, calendar, firstSchedule, overdueInvoices, marked] = await Promise.all([
    deps.settings.getSystemSettings(),
    partnerShiftsAround(deps, partner.partnerId, shift.startDate),
    deps.shifts.partnerSchedule(partner.partnerId),
    overdueInvoicesOf(deps, partner, now),
    deps.partnerMarks.markBetween(shift.clientId, partner.partnerId),
  ]);
  const marks = partnerMarksOf(shift.clientId, marked);
  const assigning = bypassesEarlyAccess(viewer, invitation);
  for (let decision = 1; ; decision += 1) {
    const schedule = decision === 1 ? firstSchedule : await deps.shifts.partnerSchedule(partner.partnerId);
    const mandatoryRestHours = (settings ?? DEFAULT_SYSTEM_SETTINGS).mandatoryRestHours;
    const held = heldShifts(schedule, calendar);
    const claim = { partner, overdueInvoices, shift, held, mandatoryRestHours, marks, assigning, now };
    await assertEligible(deps, claim);
    try {
      const claimed = await deps.shifts.claimShift({
        shift,
        partner: {
          partnerId: partner.partnerId,
          name: `${partner.firstName} ${partner.lastName}`,
          weeklyShiftLimit: partner.weeklyShiftLimit ?? null,
        },
        schedule,
        context: changeContext(viewer, now),
        ...viaOf(invitation),
      });
      return await tellClaimed(deps, viewer, { before: shift, after: claimed }, now);
    } catch (error) {
      if (error instanceof PartnerScheduleChangedError && decision < DECISIONS) continue;
      if (error instanceof PartnerScheduleChangedError) throw new ConflictError();
      throw error;
    }
  }
}
