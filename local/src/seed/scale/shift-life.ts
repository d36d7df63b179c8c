import { HOUR_MS } from '@careshift/domain/time/instant';

import type { PartnerCalendar } from './partner-calendar';
import type { Random } from './random';
import { between, CANCEL_CLAIM_REASONS, CANCEL_REASONS, move, NO_SHOW_REASONS } from './shift-fate';
import type { SeedEvent, SeedShift } from './shift-fate';

/** What a shift's life needs from the plan: its random source, the present and the administrator. */
export interface ShiftLifeInput {
  random: Random;
  now: number;
  adminId: string;
}

/** A shift's instants, in milliseconds. */
interface ShiftTimes {
  start: number;
  end: number;
  deadline: number;
  created: number;
}

function timesOf(seed: SeedShift): ShiftTimes {
  const { shift } = seed;
  return {
    start: Date.parse(shift.startDate),
    end: Date.parse(shift.endDate),
    deadline: Date.parse(shift.deadline),
    created: Date.parse(shift.createdAt),
  };
}

/** Claims the shift for a partner who may take it, if one is found. */
function claim(
  seed: SeedShift,
  input: ShiftLifeInput,
  calendar: PartnerCalendar,
  claimedAt: number,
): boolean {
  const { shift } = seed;
  const partner = calendar.book(
    input.random,
    shift,
    Date.parse(shift.startDate),
    Date.parse(shift.endDate),
    claimedAt,
  );
  if (!partner) return false;
  const { partnerId, firstName, lastName } = partner.profile;
  const admin = input.random.chance(0.1);
  move(seed, claimedAt, 'CLAIMED', {
    action: 'shift-claim',
    actorId: admin ? input.adminId : partnerId,
    actorRole: admin ? 'SYSTEM_USER' : 'EMPLOYEE',
  });
  Object.assign(shift, {
    claimedBy: partnerId,
    partnerName: `${firstName} ${lastName}`,
    claimedAt: new Date(claimedAt).toISOString(),
  });
  return true;
}

/** A few future shifts still wait for the administrator's verification. */
function staysPending(seed: SeedShift, input: ShiftLifeInput, times: ShiftTimes): boolean {
  const { now } = input;
  if (!(times.start > now && times.deadline > now && input.random.chance(0.04))) return false;
  seed.shift.status = 'PENDING';
  (seed.events[0] as SeedEvent).to = 'PENDING';
  return true;
}

/** Most shifts that have started, and about half of the others, find a partner before the deadline. */
function claimBeforeDeadline(
  seed: SeedShift,
  input: ShiftLifeInput,
  calendar: PartnerCalendar,
  times: ShiftTimes,
): boolean {
  const { random, now } = input;
  const claimBy = Math.min(times.deadline, now);
  const wantsClaim = random.chance(times.start <= now ? 0.9 : 0.55);
  return (
    wantsClaim &&
    claimBy > times.created &&
    claim(seed, input, calendar, between(random, times.created + 120_000, claimBy))
  );
}

/** A few shifts are canceled by the client before they start. */
function canceledByClient(
  seed: SeedShift,
  input: ShiftLifeInput,
  ownerId: string,
  times: ShiftTimes,
): boolean {
  const { random, now } = input;
  const { shift } = seed;
  if (!random.chance(0.06)) return false;
  const at = between(random, Date.parse(shift.updatedAt), Math.min(times.start, now));
  move(seed, at, 'CANCELED', {
    action: 'shift-cancel',
    actorId: ownerId,
    actorRole: 'CLIENT',
    reason: random.pick(CANCEL_REASONS),
  });
  shift.cancellationReason = seed.events[seed.events.length - 1]?.reason;
  return true;
}

/** A shift nobody claimed is abandoned at its deadline. */
function abandonUnclaimed(seed: SeedShift, input: ShiftLifeInput, times: ShiftTimes): void {
  if (times.deadline <= input.now)
    move(seed, times.deadline, 'ABANDONED', {
      action: 'shift-abandon',
      actorId: 'scheduler',
      actorRole: 'SCHEDULER',
    });
}

/** A few partners give a claimed shift back after its deadline, and pay the late-cancellation penalty. */
function claimCanceledLate(
  seed: SeedShift,
  input: ShiftLifeInput,
  calendar: PartnerCalendar,
  times: ShiftTimes,
): boolean {
  const { random, now } = input;
  const { shift } = seed;
  const partnerId = shift.claimedBy as string;
  if (!(times.deadline <= now && random.chance(0.025))) return false;
  const at = between(random, times.deadline, Math.min(times.start, now));
  move(seed, at, 'ABANDONED', {
    action: 'shift-cancel-claim',
    actorId: partnerId,
    actorRole: 'EMPLOYEE',
    reason: random.pick(CANCEL_CLAIM_REASONS),
  });
  seed.penalty = { kind: 'LATE_CLAIM_CANCELLATION', amount: shift.cost.companyCommission, at };
  calendar.release(partnerId, times.start);
  return true;
}

/** A worked shift finishes at its end; a few are then marked a no-show by the client. */
function finish(seed: SeedShift, input: ShiftLifeInput, ownerId: string, times: ShiftTimes): void {
  const { random, now } = input;
  const { shift } = seed;
  move(seed, times.end + 5 * 60_000, 'FINISHED', {
    action: 'shift-finish',
    actorId: 'scheduler',
    actorRole: 'SCHEDULER',
  });
  if (!random.chance(0.03)) return;
  const at = Math.min(now, times.end + random.int(2, 30) * HOUR_MS);
  move(seed, at, 'NO_SHOW', {
    action: 'shift-no-show',
    actorId: ownerId,
    actorRole: 'CLIENT',
    reason: random.pick(NO_SHOW_REASONS),
  });
  shift.noShowReason = seed.events[seed.events.length - 1]?.reason;
  shift.penalty = shift.cost.companyCommission;
  seed.penalty = { kind: 'NO_SHOW', amount: shift.cost.companyCommission, at };
}

/** What happens to a shift up to `now`, following the domain's transition table. */
export function liveOut(
  seed: SeedShift,
  input: ShiftLifeInput,
  calendar: PartnerCalendar,
  ownerId: string,
): void {
  const times = timesOf(seed);
  if (staysPending(seed, input, times)) return;
  const claimed = claimBeforeDeadline(seed, input, calendar, times);
  if (canceledByClient(seed, input, ownerId, times)) return;
  if (!claimed) return abandonUnclaimed(seed, input, times);
  if (claimCanceledLate(seed, input, calendar, times)) return;
  if (times.end <= input.now) finish(seed, input, ownerId, times);
}
