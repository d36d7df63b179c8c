import type { Recount } from './recount';

const HOUR_MS = 3_600_000;

/**
 * Partners holding shifts that overlap, leave less than the mandatory rest between them, or exceed their
 * weekly limit in a Nicosia week: each such pair or week is one problem.
 */
export function fatigueProblems(
  recount: Recount,
  partners: ReadonlyMap<string, { weeklyShiftLimit?: number | null }>,
  mandatoryRestHours: number,
): string[] {
  const problems: string[] = [];
  for (const [partnerId, held] of recount.held) {
    const sorted = [...held].sort((a, b) => a.startDate.localeCompare(b.startDate));
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1]!;
      const after = sorted[i]!;
      const gap = Date.parse(after.startDate) - Date.parse(before.endDate);
      if (gap < 0)
        problems.push(
          `Partner ${partnerId} holds overlapping shifts ${before.shiftId} and ${after.shiftId}.`,
        );
      else if (gap < mandatoryRestHours * HOUR_MS)
        problems.push(
          `Partner ${partnerId} has less than ${mandatoryRestHours} hours of rest between shifts ${before.shiftId} and ${after.shiftId}.`,
        );
    }
  }
  for (const [key, count] of recount.weekLoads()) {
    const [partnerId = '', week] = key.split('#');
    const limit = partners.get(partnerId)?.weeklyShiftLimit;
    if (typeof limit === 'number' && count > limit)
      problems.push(
        `Partner ${partnerId} holds ${count} shifts in week ${week}, over the weekly limit of ${limit}.`,
      );
  }
  return problems;
}
