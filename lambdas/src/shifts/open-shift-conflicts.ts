import type { ShiftPage, ShiftRow } from '@careshift/contract';
import type { PartnerRecord } from '@careshift/db';
import { conflictParams, DEFAULT_SYSTEM_SETTINGS, findShiftConflict } from '@careshift/domain';
import type { HeldShift, ShiftConflict } from '@careshift/domain';

import type { ShiftDeps } from './shift-deps';

type ConflictDeps = Pick<ShiftDeps, 'shifts' | 'settings'>;

/** The held shifts a conflict is about (the ones its text names). */
function heldIn(conflict: ShiftConflict): HeldShift[] {
  return conflict.reason === 'WEEKLY_LIMIT' ? conflict.shifts : [conflict.shift];
}

/** Gives the held shifts their numbers: read once, only for those some conflict names. */
async function named(deps: ConflictDeps, held: HeldShift[], conflicts: (ShiftConflict | null)[]) {
  const ids = new Set(conflicts.flatMap((c) => (c ? heldIn(c).map((h) => h.id ?? '') : [])));
  if (ids.size === 0) return held;
  const refs = new Map((await deps.shifts.getShifts([...ids])).map((s) => [s.shiftId, s.refNumber]));
  return held.map((h) => ({ ...h, refNumber: refs.get(h.id ?? '') }));
}

/** Only an open shift nobody holds can be claimed; the others need no flag. */
const claimable = (row: ShiftRow) => row.status === 'VERIFIED' && !row.claimedBy && !row.claimedByOther;

/**
 * Find a shift flags, before the tap, the open shifts the partner's own calendar keeps them from (issue
 * 32, item 2): the domain's findShiftConflict against the partner's schedule (the same facts and rule
 * the claim decides on), each with the held shift it names ("your #305 ends 04/12 08:00").
 */
export async function withConflicts(
  deps: ConflictDeps,
  partner: PartnerRecord,
  page: ShiftPage,
): Promise<ShiftPage> {
  if (!page.items.some(claimable)) return page;
  const [settings, schedule] = await Promise.all([
    deps.settings.getSystemSettings(),
    deps.shifts.partnerSchedule(partner.partnerId),
  ]);
  const rule = {
    mandatoryRestHours: (settings ?? DEFAULT_SYSTEM_SETTINGS).mandatoryRestHours,
    weeklyShiftLimit: partner.weeklyShiftLimit ?? null,
  };
  const conflictsWith = (held: HeldShift[]) =>
    page.items.map((row) => (claimable(row) ? findShiftConflict({ ...rule, shift: row, held }) : null));
  const scheduled = schedule.shifts.map((s) => ({
    id: s.shiftId,
    startDate: s.startDate,
    endDate: s.endDate,
  }));
  const conflicts = conflictsWith(await named(deps, scheduled, conflictsWith(scheduled)));
  return {
    ...page,
    items: page.items.map((row, index) => {
      const conflict = conflicts[index];
      return conflict
        ? { ...row, conflict: { reason: conflict.reason, params: { ...conflictParams(conflict) } } }
        : row;
    }),
  };
}
