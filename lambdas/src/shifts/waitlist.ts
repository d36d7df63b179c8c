import type { ShiftWaitlist } from '@careshift/contract';
import type { PartnerRecord, ShiftRecord, WaitlistEntryRecord } from '@careshift/db';
import {
  asReleased,
  checkClaimEligibility,
  claimRefusalError,
  ConflictError,
  DEFAULT_SYSTEM_SETTINGS,
  isAdministrator,
  isOfferedToPartner,
  isPartner,
  isWaitlistOpen,
  NotFoundError,
  partnerMarksOf,
  placeInLine,
  WAITLIST_REFUSAL_MESSAGES,
  waitingLine,
  waitlistJoinRefusal,
} from '@careshift/domain';
import type { ClaimEligibility } from '@careshift/domain';

import type { Viewer } from '../http/viewer';
import { overdueInvoicesOf } from '../standing/standing-guidance';

import { partnerShiftsAround } from './partner-calendar';
import { changeContext, loadShift, SHIFT_NOT_FOUND } from './shift-access';
import { toShiftRow } from './shift-views';
import type { WaitlistDeps } from './waitlist-deps';

export { waitlistDeps } from './waitlist-deps';

const DAY_SECONDS = 86_400;

/** The shift and, for a partner, its profile, if the viewer may see the shift's waitlist; else 404. */
async function loadWaitlistShift(
  deps: WaitlistDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<{ shift: ShiftRecord; partner?: PartnerRecord }> {
  const shift = await loadShift(deps, shiftId);
  if (isAdministrator(viewer)) return { shift };
  if (!isPartner(viewer)) {
    if (viewer.clientId && viewer.clientId === shift.clientId) return { shift };
    throw new NotFoundError(SHIFT_NOT_FOUND);
  }
  const partner = await deps.partners.getPartner(viewer.userId);
  // A partner sees the waitlist of a shift of its positions, of an organisation that did not block it.
  if (!partner?.positionIds.includes(shift.positionId)) throw new NotFoundError(SHIFT_NOT_FOUND);
  const marked = await deps.partnerMarks.markBetween(shift.clientId, partner.partnerId);
  const marks = partnerMarksOf(shift.clientId, marked);
  if (!isOfferedToPartner({ clientId: shift.clientId }, marks, deps.clock.now()))
    throw new NotFoundError(SHIFT_NOT_FOUND);
  return { shift, partner };
}

/** The claim eligibility of the partner for the shift as if its claim were cancelled now. */
async function eligibilityIfReleased(
  deps: WaitlistDeps,
  partner: PartnerRecord,
  shift: ShiftRecord,
  now: Date,
): Promise<ClaimEligibility> {
  const [settings, calendar, overdueInvoices, marked] = await Promise.all([
    deps.settings.getSystemSettings(),
    partnerShiftsAround(deps, partner.partnerId, shift.startDate),
    overdueInvoicesOf(deps, partner, now),
    deps.partnerMarks.markBetween(shift.clientId, partner.partnerId),
  ]);
  return checkClaimEligibility({
    partner: { ...partner, weeklyShiftLimit: partner.weeklyShiftLimit ?? null },
    overdueInvoices,
    shift: asReleased({ ...shift, id: shift.shiftId }),
    partnerClaimedShifts: calendar.filter((held) => held.id !== shift.shiftId),
    mandatoryRestHours: (settings ?? DEFAULT_SYSTEM_SETTINGS).mandatoryRestHours,
    offer: {
      clientId: shift.clientId,
      favouritesOnlyUntil: null,
      marks: partnerMarksOf(shift.clientId, marked),
    },
    now,
  });
}

/** Why the partner cannot join now (the waitlist's rule, then the claim eligibility), or undefined. */
async function joinRefusal(
  deps: WaitlistDeps,
  partner: PartnerRecord,
  shift: ShiftRecord,
  line: WaitlistEntryRecord[],
  now: Date,
): Promise<{ code: string; error: Error; params?: Record<string, string | number> } | undefined> {
  const refusal = waitlistJoinRefusal(shift, partner.partnerId, line, now);
  if (refusal)
    return { code: refusal, error: new ConflictError(WAITLIST_REFUSAL_MESSAGES[refusal], refusal) };
  const eligibility = await eligibilityIfReleased(deps, partner, shift, now);
  if (eligibility.ok) return undefined;
  return {
    code: eligibility.reason,
    error: claimRefusalError(eligibility),
    params: { ...eligibility.params },
  };
}

/** The waitlist as the viewer sees it: partners their place (and why they cannot join), administrators the line. */
async function waitlistView(
  deps: WaitlistDeps,
  viewer: Viewer,
  loaded: { shift: ShiftRecord; partner?: PartnerRecord },
): Promise<ShiftWaitlist> {
  const { shift, partner } = loaded;
  const now = deps.clock.now();
  const line = await deps.waitlist.listLine(shift.shiftId);
  const waiting = waitingLine(shift, line);
  const base = { shiftId: shift.shiftId, count: waiting.length, open: isWaitlistOpen(shift, now) };
  if (partner) {
    const place = placeInLine(shift, line, partner.partnerId);
    const refusal = place === null ? await joinRefusal(deps, partner, shift, line, now) : undefined;
    return {
      ...base,
      place,
      ...(refusal ? { refusal: refusal.code } : {}),
      ...(refusal?.params && Object.keys(refusal.params).length ? { refusalParams: refusal.params } : {}),
      shift: toShiftRow(shift, viewer),
    };
  }
  if (!isAdministrator(viewer)) return base;
  return {
    ...base,
    line: waiting.map((entry, index) => ({
      place: index + 1,
      partnerId: entry.partnerId,
      partnerName: entry.partnerName,
      joinedAt: entry.joinedAt,
    })),
  };
}

/** request-waitlist. */
export async function getShiftWaitlist(deps: WaitlistDeps, viewer: Viewer, shiftId: string) {
  return waitlistView(deps, viewer, await loadWaitlistShift(deps, viewer, shiftId));
}

/**
 * request-waitlistJoin: a partner who could claim the shift were it open joins its line; the line's
 * limit holds under concurrent joins (the repository's counter condition: 409 FULL).
 */
export async function joinShiftWaitlist(deps: WaitlistDeps, viewer: Viewer, shiftId: string) {
  const loaded = await loadWaitlistShift(deps, viewer, shiftId);
  const { shift } = loaded;
  const partner = loaded.partner as PartnerRecord;
  const now = deps.clock.now();
  const refusal = await joinRefusal(deps, partner, shift, await deps.waitlist.listLine(shiftId), now);
  if (refusal) throw refusal.error;
  const joined = await deps.waitlist.join(
    {
      shiftId,
      partnerId: partner.partnerId,
      partnerName: `${partner.firstName} ${partner.lastName}`,
      joinedAt: now.toISOString(),
      expiresAt: Math.floor(Date.parse(shift.endDate) / 1000) + DAY_SECONDS,
    },
    changeContext(viewer, now),
  );
  // The read above can be stale under concurrent joins: the entry's and the line counter's conditions decide.
  if (joined !== 'JOINED') throw new ConflictError(WAITLIST_REFUSAL_MESSAGES[joined], joined);
  return waitlistView(deps, viewer, loaded);
}

/** request-waitlistLeave: the partner leaves the line (404 NOT_WAITING when not in it). */
export async function leaveShiftWaitlist(deps: WaitlistDeps, viewer: Viewer, shiftId: string) {
  const loaded = await loadWaitlistShift(deps, viewer, shiftId);
  const partner = loaded.partner as PartnerRecord;
  const left = await deps.waitlist.leave(
    { shiftId, partnerId: partner.partnerId, partnerName: `${partner.firstName} ${partner.lastName}` },
    changeContext(viewer, deps.clock.now()),
  );
  if (!left) throw new NotFoundError('You are not on the waitlist of this shift.', 'NOT_WAITING');
  return waitlistView(deps, viewer, loaded);
}
