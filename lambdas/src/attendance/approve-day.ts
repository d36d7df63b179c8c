import type { ChangeContext, ShiftRecord, TimesheetRecord } from '@careshift/db';
import { nicosiaDayBounds } from '@careshift/domain';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import type { AttendanceDeps } from './attendance-deps';
import { assertOwnClient } from './timesheet-access';
import { approvedDraft } from './timesheet-decisions';
import { timesheetWriter } from './timesheet-write';

/** Every timesheet of a list, page by page (a day's timesheets of one organisation: a few dozen). */
async function allOf(
  read: (cursor: string | null) => Promise<{ items: TimesheetRecord[]; cursor: string | null }>,
) {
  const all: TimesheetRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

/** Approves one timesheet at the version read; false when it changed meanwhile (left as it is). */
async function approveOne(
  write: ReturnType<typeof timesheetWriter>,
  shift: ShiftRecord | undefined,
  timesheet: TimesheetRecord,
  context: ChangeContext,
) {
  const result = await write({
    shift,
    before: timesheet,
    after: approvedDraft(timesheet, context),
    audit: { action: 'timesheet-approve', details: { bulk: true } },
    context,
  });
  return result.ok;
}

/**
 * timesheets-approveDay: approves an organisation's SUBMITTED timesheets whose shift starts on one Nicosia
 * day, each in its own transaction with its shift's billed cost (one changed meanwhile is skipped); answers
 * how many were approved. The day's shifts are read in one batch.
 */
export async function approveDay(
  deps: AttendanceDeps,
  viewer: Viewer,
  clientId: string,
  day: string,
): Promise<{ approved: number }> {
  await assertOwnClient(deps, viewer, clientId);
  const { start, end } = nicosiaDayBounds(day);
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  const submitted = await allOf((cursor) =>
    deps.attendance.listClientTimesheets({
      clientId,
      status: 'SUBMITTED',
      from: start,
      to: end,
      cursor,
      limit: 100,
    }),
  );
  const shifts = new Map(
    (await deps.shifts.getShifts(submitted.map((t) => t.shiftId))).map((shift) => [shift.shiftId, shift]),
  );
  const write = timesheetWriter(deps);
  let approved = 0;
  for (const timesheet of submitted)
    if (await approveOne(write, shifts.get(timesheet.shiftId), timesheet, context)) approved += 1;
  return { approved };
}
