import type { ShiftRecord } from '@careshift/db';
import type { Repositories } from '@careshift/db';
import { dueScheduledTransition, UNCLAIMED_SHIFT_STATUSES } from '@careshift/domain';

import type { ShiftNotifier } from '../notifications/shift-notifier';
import { noticeIntentOf, toNoticeShift } from '../shifts/shift-notices';

import type { JobInput } from './job-run';

export interface SweepDeps {
  shifts: Repositories['shifts'];
  notifier: Pick<ShiftNotifier, 'shiftChanged'>;
  logError?: (message: string, details: Record<string, unknown>) => void;
}

export interface SweepResult {
  finished: number;
  abandoned: number;
  /** Shifts that changed between the read and the move (someone acted first): left for the next run. */
  skipped: number;
}

/** The scheduler's actor on the audit trail. */
export const SWEEP_ACTOR = { id: 'shift-sweep', role: 'SCHEDULER' } as const;
/** Default bound of moves per run; the schedule comes back for the rest. */
export const DEFAULT_SWEEP_LIMIT = 500;
const PAGE_SIZE = 100;
const CONCURRENCY = 8;

type Move = 'finishShift' | 'abandonShift';

async function moveAll(
  deps: SweepDeps,
  shifts: ShiftRecord[],
  now: Date,
  result: SweepResult,
): Promise<void> {
  const context = { actor: SWEEP_ACTOR, at: now.toISOString() };
  const moveOne = async (shift: ShiftRecord) => {
    const due = dueScheduledTransition({ ...shift, status: shift.status }, now);
    if (!due) return;
    const move: Move = due.to === 'FINISHED' ? 'finishShift' : 'abandonShift';
    try {
      const after = await deps.shifts[move]({ shift, context });
      if (due.to === 'FINISHED') result.finished += 1;
      else result.abandoned += 1;
      await deps.notifier.shiftChanged(
        {
          before: toNoticeShift(shift),
          after: toNoticeShift(after),
          actorRole: 'SCHEDULER',
        },
        noticeIntentOf(after),
      );
    } catch (error) {
      result.skipped += 1;
      deps.logError?.('The sweep could not move a shift', { shiftId: shift.shiftId, to: due.to, error });
    }
  };
  for (let i = 0; i < shifts.length; i += CONCURRENCY) {
    await Promise.all(shifts.slice(i, i + CONCURRENCY).map(moveOne));
  }
}

type Page = { items: ShiftRecord[]; cursor: string | null };

/** Reads pages until `limit` shifts or the end. */
async function collect(read: (cursor: string | null, limit: number) => Promise<Page>, limit: number) {
  const due: ShiftRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await read(cursor, Math.min(PAGE_SIZE, limit - due.length));
    due.push(...page.items);
    cursor = page.cursor;
  } while (cursor && due.length < limit);
  return due;
}

/**
 * The automatic moves of the domain's transition table: a CLAIMED shift whose end has passed becomes
 * FINISHED; an unclaimed shift whose claim deadline has passed becomes ABANDONED. Idempotent (each
 * shift is re-checked with `dueScheduledTransition` and moved with a version condition), bounded by
 * `limit` moves per kind; every move writes its aggregates and audit entry in one transaction.
 */
export async function runShiftSweep(input: JobInput<SweepDeps>): Promise<SweepResult> {
  const { deps, now } = input;
  const limit = input.limit ?? DEFAULT_SWEEP_LIMIT;
  const result: SweepResult = { finished: 0, abandoned: 0, skipped: 0 };
  const at = now.toISOString();
  const ended = await collect(
    (cursor, size) => deps.shifts.listEndedClaimedShifts({ now: at, cursor, limit: size }),
    limit,
  );
  await moveAll(deps, ended, now, result);
  for (const status of UNCLAIMED_SHIFT_STATUSES) {
    const expired = await collect(
      (cursor, size) => deps.shifts.listShiftsPastClaimDeadline({ status, now: at, cursor, limit: size }),
      limit,
    );
    await moveAll(deps, expired, now, result);
  }
  return result;
}
