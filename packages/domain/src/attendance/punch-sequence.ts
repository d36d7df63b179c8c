import { parseInstant } from '../time/instant';

import type { PunchRefusal } from './refusal-codes';
import type { RecordedPunch } from './types';
import { PUNCH_KINDS, type PunchKind } from './vocabulary';

/**
 * Punches in the order they happened: by their recorded time, and at the same instant in the sequence's
 * order (a closed forgotten clock-out stores BREAK_END and CLOCK_OUT at one time; stored punches come
 * back in key order, not in the order they were taken).
 */
export function punchesInOrder<T extends RecordedPunch>(punches: readonly T[]): T[] {
  const rank = (punch: RecordedPunch) => PUNCH_KINDS.indexOf(punch.kind);
  return [...punches].sort(
    (a, b) => parseInstant(a.clientTime) - parseInstant(b.clientTime) || rank(a) - rank(b),
  );
}

/** What may follow the last punch: CLOCK_IN → (BREAK_START → BREAK_END)* → CLOCK_OUT. */
const NEXT: Readonly<Record<PunchKind | 'NONE', readonly PunchKind[]>> = {
  NONE: ['CLOCK_IN'],
  CLOCK_IN: ['BREAK_START', 'CLOCK_OUT'],
  BREAK_START: ['BREAK_END'],
  BREAK_END: ['BREAK_START', 'CLOCK_OUT'],
  CLOCK_OUT: [],
};

/** Why `kind` may not follow `last`, named the way the partner would understand it. */
function sequenceRefusal(last: PunchKind | 'NONE', kind: PunchKind): PunchRefusal {
  if (last === 'CLOCK_OUT') return 'PUNCH_ALREADY_CLOCKED_OUT';
  if (last === 'NONE') return 'PUNCH_NOT_CLOCKED_IN';
  if (kind === 'CLOCK_IN') return 'PUNCH_ALREADY_CLOCKED_IN';
  return last === 'BREAK_START' ? 'PUNCH_ON_BREAK' : 'PUNCH_NOT_ON_BREAK';
}

/** The refusal when `kind` may not follow the punches so far, or undefined when it may. */
export function punchSequenceRefusal(
  previous: readonly RecordedPunch[],
  kind: PunchKind,
): PunchRefusal | undefined {
  const last = punchesInOrder(previous).at(-1)?.kind ?? 'NONE';
  return NEXT[last].includes(kind) ? undefined : sequenceRefusal(last, kind);
}

/** The punch kinds a partner may take next (what the phone offers: Clock in, Start break…). */
export function nextPunchKinds(previous: readonly RecordedPunch[]): readonly PunchKind[] {
  return NEXT[punchesInOrder(previous).at(-1)?.kind ?? 'NONE'];
}
