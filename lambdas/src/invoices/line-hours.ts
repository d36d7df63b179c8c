/** A stored invoice line's hours fields (issue 34). */
interface StoredLineHours {
  plannedMinutes?: number;
  actualMinutes?: number;
  breakMinutes?: number;
}

/**
 * A line's hours when it states them (its cost followed an approved timesheet): planned, approved worked
 * and break minutes; undefined for a line priced on the planned hours, which shows as before.
 */
export function lineHoursOf(
  line: StoredLineHours,
): { plannedMinutes: number; actualMinutes: number; breakMinutes: number } | undefined {
  const { plannedMinutes, actualMinutes, breakMinutes } = line;
  if (plannedMinutes === undefined || actualMinutes === undefined) return undefined;
  return { plannedMinutes, actualMinutes, breakMinutes: breakMinutes ?? 0 };
}
