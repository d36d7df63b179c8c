import { beforeAll, describe, expect, it } from 'vitest';

import { shiftPunch } from '@careshift/contract';
import { checkDataIntegrity } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import { heldShift, punchBody } from '../attendance/testing/attendance-fixtures';
import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { runTimesheetSweep } from './timesheet-sweep';

const HOUR = 3_600_000;

describe('timesheet sweep: the forgotten clock-out', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let db: DbService;
  const call = caller(() => handler);
  const sweep = (now: Date) => runTimesheetSweep({ deps: repos, now });

  /** A 2-hour shift started 10 minutes ago, clocked in (and on a break when asked), never clocked out. */
  async function clockedIn(onBreak: boolean): Promise<{ shiftId: string; end: number }> {
    const shiftId = await heldShift(repos, { minutes: -10, hours: 2 });
    const kinds = onBreak ? (['CLOCK_IN', 'BREAK_START'] as const) : (['CLOCK_IN'] as const);
    for (const kind of kinds) {
      const { latitude: _a, longitude: _b, ...body } = punchBody(kind, new Date());
      const reply = await call(shiftPunch, {
        claims: claims.partner('partner-1'),
        path: { shiftId },
        body: { ...body, reason: 'No GPS' },
      });
      expect(reply.status).toBe(200);
    }
    const shift = await repos.shifts.getShift(shiftId);
    return { shiftId, end: Date.parse(shift?.endDate ?? '') };
  }

  beforeAll(async () => {
    const test = await createTestDb();
    db = test.service;
    process.env.TABLE_NAME = test.tableName;
    repos = await seedShiftFixtures(db);
    ({ handler } = await import('../attendance/handler'));
  });

  it('should leave an OPEN timesheet alone until its punches close (planned end + 12 hours)', async () => {
    const { shiftId, end } = await clockedIn(false);
    const run = await sweep(new Date(end + 11 * HOUR));
    expect(run.closed).toBe(0);
    expect((await repos.attendance.getTimesheet(shiftId))?.status).toBe('OPEN');
  });

  it('should close a forgotten clock-out at the planned end, SUBMITTED with MISSING_CLOCK_OUT, once', async () => {
    const { shiftId, end } = await clockedIn(true);
    const now = new Date(end + 12 * HOUR + 60_000);
    const run = await sweep(now);
    expect(run.closed).toBeGreaterThanOrEqual(1);
    const timesheet = await repos.attendance.getTimesheet(shiftId);
    expect(timesheet).toMatchObject({
      status: 'SUBMITTED',
      // the rounding rule (MINUTE by default) rounds the assumed clock-out to the nearest minute
      actualEnd: new Date(Math.round(end / 60_000) * 60_000).toISOString(),
      approveBy: new Date(now.getTime() + 48 * HOUR).toISOString(),
    });
    expect(timesheet?.flags).toContain('MISSING_CLOCK_OUT');
    expect(timesheet?.workedMinutes).toBeGreaterThanOrEqual(0);
    const punches = await repos.attendance.listPunches(shiftId);
    expect(punches.map((punch) => punch.kind)).toEqual(['CLOCK_IN', 'BREAK_START', 'BREAK_END', 'CLOCK_OUT']);
    expect(punches.at(-1)).toMatchObject({
      clientTime: new Date(end).toISOString(),
      flags: ['MISSING_CLOCK_OUT'],
    });
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId });
    expect(trail.items.at(-1)).toMatchObject({
      action: 'timesheet-punch',
      from: 'OPEN',
      to: 'SUBMITTED',
      actorRole: 'SCHEDULER',
    });
    const again = await sweep(new Date(now.getTime() + 60_000));
    expect(again.closed).toBe(0);
    expect(await repos.attendance.listPunches(shiftId)).toHaveLength(4);
  });

  it('should keep the timesheet counters equal to a recount after closing', async () => {
    const report = await checkDataIntegrity(db);
    expect(report.read.timesheets).toBeGreaterThan(0);
    expect(report.problems.filter((problem) => problem.startsWith('Timesheet'))).toEqual([]);
  });
});
