import type { StartRange } from '@careshift/db';
import { nicosiaDayBounds, ValidationError } from '@careshift/domain';

/**
 * Whole Nicosia days as a range of planned starts: from the first day's 00:00 to the end of the last
 * (exclusive). A range that ends before it starts is the caller's mistake (400).
 */
export function startRangeOf(days: { from?: string; to?: string }): StartRange {
  const from = days.from ? nicosiaDayBounds(days.from).start : undefined;
  const to = days.to ? nicosiaDayBounds(days.to).end : undefined;
  if (from && to && to <= from)
    throw new ValidationError('The range ends before it starts.', { to: 'The range ends before it starts.' });
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
