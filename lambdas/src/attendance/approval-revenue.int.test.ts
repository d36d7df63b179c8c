import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  nicosiaDateOf,
  shiftPunch,
  timesheetApprove,
  timesheetDispute,
  timesheetSettle,
  timesheetsApproveDay,
} from '@careshift/contract';
import { checkDataIntegrity } from '@careshift/db';
import type { DbService, Repositories, ShiftRecord } from '@careshift/db';
import { contextAt } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import {
  billedShiftCost,
  DEFAULT_SYSTEM_SETTINGS,
  effectiveSettings,
  monthRevenue,
  nicosiaWallClock,
} from '@careshift/domain';

import { testClock } from '../clock';
import type { HttpHandler } from '../http/types';
import { runTimesheetSweep } from '../jobs/timesheet-sweep';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';
import { monthlyStatistics } from '../stats/monthly-statistics';

import { heldShift, punchBody } from './testing/attendance-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('money follows the approved hours on the dashboard (issue 34 item 4)', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let db: DbService;
  const call = caller(() => handler);

  /** The shift's month on the dashboard: its FINISHED revenue and the worked revenue (monthRevenue). */
  async function dashboardOf(shift: ShiftRecord) {
    const stats = await monthlyStatistics({
      aggregates: repos.aggregates,
      attendance: repos.attendance,
      clock: { now: () => new Date(shift.startDate) },
    });
    const wall = nicosiaWallClock(shift.startDate);
    const month = `${wall.year}-${String(wall.month).padStart(2, '0')}`;
    const finished = stats.entries.find((e) => e.date === month && e.status === 'FINISHED');
    return { finished: finished?.revenue ?? 0, worked: monthRevenue(stats.entries, month) };
  }

  /**
   * An 8-hour shift of `partnerId` starting 5 minutes after `offset` (on the test clock), clocked in at
   * once and out at `outAfter` (from the clock-in), then FINISHED as the shift sweep would: SUBMITTED.
   */
  async function worked(partnerId: string, offset: number, outAfter: number): Promise<ShiftRecord> {
    testClock.setOffsetMs(offset);
    const shiftId = await heldShift(repos, { minutes: 5, partnerId, now: testClock.now() });
    for (const [kind, at] of [
      ['CLOCK_IN', offset],
      ['CLOCK_OUT', offset + outAfter],
    ] as const) {
      testClock.setOffsetMs(at);
      const reply = await call(shiftPunch, {
        claims: claims.partner(partnerId),
        path: { shiftId },
        body: punchBody(kind, testClock.now()),
      });
      expect(reply.status).toBe(200);
    }
    const shift = (await repos.shifts.getShift(shiftId)) as ShiftRecord;
    await repos.shifts.finishShift({ shift, context: contextAt(testClock.now().toISOString()) });
    expect((await repos.attendance.getTimesheet(shiftId))?.status).toBe('SUBMITTED');
    return (await repos.shifts.getShift(shiftId)) as ShiftRecord;
  }

  /** What the shift bills now (the invoices' and payment notes' pricing): the expected billed cost. */
  async function expectedBilled(shift: ShiftRecord) {
    const timesheet = await repos.attendance.getTimesheet(shift.shiftId);
    const config = effectiveSettings(DEFAULT_SYSTEM_SETTINGS, null);
    return billedShiftCost(shift, timesheet, { config }).cost;
  }

  /** The integrity check (recount and compare) finds nothing: the recount counts the billed cost too. */
  async function expectIntegrity() {
    const report = await checkDataIntegrity(db);
    expect(report.read.timesheets).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
  }

  beforeAll(async () => {
    const test = await createTestDb();
    db = test.service;
    process.env.TABLE_NAME = test.tableName;
    repos = await seedShiftFixtures(db);
    ({ handler } = await import('./handler'));
  });

  afterEach(() => testClock.setOffsetMs(0));

  it("should move the dashboard's revenue by billed − planned when the organisation approves a longer day", async () => {
    const shift = await worked('partner-1', 0, 9 * HOUR);
    const before = await dashboardOf(shift);
    expect(before.finished).toBe(shift.cost.companyCommission);

    const approved = await call(timesheetApprove, {
      claims: claims.clientA,
      path: { shiftId: shift.shiftId },
    });
    expect(approved).toMatchObject({ status: 200, body: { status: 'APPROVED' } });
    const billed = await expectedBilled(shift);
    expect(billed.totalCost).toBeGreaterThan(shift.cost.totalCost); // 9 hours worked, 8 planned
    const stored = await repos.shifts.getShift(shift.shiftId);
    expect(stored?.billedCost).toEqual(billed);
    expect(stored?.cost).toEqual(shift.cost); // the planned cost stays

    const after = await dashboardOf(shift);
    const change = billed.companyCommission - shift.cost.companyCommission;
    expect(change).toBeGreaterThan(0);
    expect(after.finished - before.finished).toBe(change);
    expect(after.worked - before.worked).toBe(change);
    await expectIntegrity();
  });

  it('should count the settled hours when an administrator settles a dispute', async () => {
    const shift = await worked('partner-2', 0, 7 * HOUR);
    const times = (reason: string, hours: number) => ({
      actualStart: shift.startDate,
      actualEnd: new Date(Date.parse(shift.startDate) + hours * HOUR).toISOString(),
      breakMinutes: 30,
      reason,
    });
    const path = { shiftId: shift.shiftId };
    const disputed = await call(timesheetDispute, {
      claims: claims.clientA,
      path,
      body: times('Left at 17:00', 9),
    });
    expect(disputed.status).toBe(200);
    const before = await dashboardOf(shift);
    expect((await repos.shifts.getShift(shift.shiftId))?.billedCost).toBeUndefined(); // a dispute bills nothing yet

    const settled = await call(timesheetSettle, {
      claims: claims.admin,
      path,
      body: times('Rota checked', 10),
    });
    expect(settled).toMatchObject({ status: 200, body: { status: 'SETTLED', workedMinutes: 570 } });
    const billed = await expectedBilled(shift);
    expect((await repos.shifts.getShift(shift.shiftId))?.billedCost).toEqual(billed);
    const after = await dashboardOf(shift);
    expect(after.finished - before.finished).toBe(billed.companyCommission - shift.cost.companyCommission);
    await expectIntegrity();
  });

  it("should bill each of a day's timesheets approved at once, and the sweep's approval by silence", async () => {
    const [first, second] = [
      await worked('partner-1', DAY, 9 * HOUR),
      await worked('partner-2', DAY, 6 * HOUR),
    ];
    const day = nicosiaDateOf(new Date(first!.startDate));
    const before = await dashboardOf(first!);
    testClock.setOffsetMs(DAY + 10 * HOUR);
    const done = await call(timesheetsApproveDay, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA },
      body: { day },
    });
    expect(done).toMatchObject({ status: 200, body: { approved: 2 } });
    const billed = [await expectedBilled(first!), await expectedBilled(second!)];
    expect((await repos.shifts.getShift(first!.shiftId))?.billedCost).toEqual(billed[0]);
    expect((await repos.shifts.getShift(second!.shiftId))?.billedCost).toEqual(billed[1]);
    const after = await dashboardOf(first!);
    const change =
      billed.reduce((sum, cost) => sum + cost.companyCommission, 0) - 2 * first!.cost.companyCommission;
    expect(after.finished - before.finished).toBe(change);

    const silent = await worked('partner-1', 2 * DAY, 8 * HOUR + 40 * MINUTE);
    const run = await runTimesheetSweep({ deps: repos, now: new Date(Date.now() + 5 * DAY) });
    expect(run.approved).toBe(1);
    expect((await repos.shifts.getShift(silent.shiftId))?.billedCost).toEqual(await expectedBilled(silent));
    await expectIntegrity();
  });
});
