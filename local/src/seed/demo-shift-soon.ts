import { createRepositories } from '@careshift/db';
import type { DbService } from '@careshift/db';
import { MINUTE_MS } from '@careshift/domain';

import { demoShift, postersOf } from './demo-open-shifts';
import type { OpenShiftsInput } from './demo-open-shifts';

/** The demo partner's shift to clock in to: it starts this long after `npm start`, inside the clock-in window. */
export const DEMO_SOON_START_MINUTES = 20;
const DEMO_SOON_HOURS = 4;
/** The start is rounded up to a whole 5 minutes, as an organisation posts. */
const ROUND_MS = 5 * MINUTE_MS;

export interface ShiftSoonInput extends OpenShiftsInput {
  /** The VERIFIED demo partner who holds the shift. */
  partner: { partnerId: string; name: string };
}

/**
 * Issue 34's "try it locally": the VERIFIED demo partner holds a shift starting about 20 minutes after the
 * seed, so "Clock in" shows at once on My Shifts (its window opens 30 minutes before the start). Posted by a
 * demo organisation's owner and claimed through the repositories (audit, schedule, counters), unless the
 * partner already works at that time. Returns whether one was added.
 */
export async function ensureDemoShiftStartingSoon(input: ShiftSoonInput): Promise<boolean> {
  const db: DbService = input.db;
  const repos = createRepositories(db);
  const start = new Date(
    Math.ceil((input.now.getTime() + DEMO_SOON_START_MINUTES * MINUTE_MS) / ROUND_MS) * ROUND_MS,
  );
  const end = new Date(start.getTime() + DEMO_SOON_HOURS * 60 * MINUTE_MS);
  const schedule = await repos.shifts.partnerSchedule(input.partner.partnerId);
  const busy = schedule.shifts.some(
    (held) =>
      held.startDate < end.toISOString() &&
      held.endDate > new Date(input.now.getTime() - 60 * MINUTE_MS).toISOString(),
  );
  const poster = busy ? undefined : (await postersOf(input))[0];
  if (!poster) return false;
  const refNumber = await repos.sequences.allocateRefNumbers('shift', 1);
  const shift = demoShift(poster, { start, hours: DEMO_SOON_HOURS, refNumber, now: input.now });
  const at = input.now.toISOString();
  const posted = await repos.shifts.createShifts([shift], {
    actor: { id: poster.ownerUserId, role: 'OWNER' },
    at,
  });
  const created = posted.created[0];
  if (!created) return false;
  await repos.shifts.claimShift({
    shift: created,
    partner: { ...input.partner, weeklyShiftLimit: null },
    context: { actor: { id: input.partner.partnerId, role: 'EMPLOYEE' }, at },
  });
  return true;
}
