import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  shiftPunch,
  timesheetApprove,
  timesheetDispute,
  timesheetSettle,
  timesheetsApproveDay,
  nicosiaDateOf,
} from '@careshift/contract';
import { checkDataIntegrity } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import { testClock } from '../clock';
import type { HttpHandler } from '../http/types';
import { runTimesheetSweep } from '../jobs/timesheet-sweep';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { heldShift, punchBody } from './testing/attendance-fixtures';

const HOUR = 3_600_000;
/** Corrected times within the shift of `submitted` (planned start five minutes from now): 7 hours, 30 minutes' break. */
const corrected = (reason: string) => ({
  actualStart: new Date(Date.now() + 10 * 60_000).toISOString(),
  actualEnd: new Date(Date.now() + 10 * 60_000 + 7 * HOUR).toISOString(),
  breakMinutes: 30,
  reason,
});

describe('timesheet decisions: approve, dispute, settle, a day at once, the sweep', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let db: DbService;
  const call = caller(() => handler);

  /** A SUBMITTED timesheet of client A: clocked in and out through the API. No position: with a reason. */
  async function submitted(partnerId = 'partner-1'): Promise<string> {
    const shiftId = await heldShift(repos, { minutes: 5, partnerId });
    const who = claims.partner(partnerId);
    for (const kind of ['CLOCK_IN', 'CLOCK_OUT'] as const) {
      const { latitude: _a, longitude: _b, ...body } = punchBody(kind, new Date());
      const reply = await call(shiftPunch, {
        claims: who,
        path: { shiftId },
        body: { ...body, reason: 'No GPS' },
      });
      expect(reply.status).toBe(200);
    }
    return shiftId;
  }
  const approve = (shiftId: string, who: Record<string, string>) =>
    call(timesheetApprove, { claims: who, path: { shiftId } });

  beforeAll(async () => {
    const test = await createTestDb();
    db = test.service;
    process.env.TABLE_NAME = test.tableName;
    repos = await seedShiftFixtures(db);
    ({ handler } = await import('./handler'));
  });

  afterEach(() => testClock.setOffsetMs(0));

  it('should let the organisation approve a SUBMITTED timesheet once; others are refused', async () => {
    const shiftId = await submitted();
    expect((await approve(shiftId, claims.clientB)).status).toBe(404);
    expect((await approve(shiftId, claims.partner('partner-1'))).status).toBe(403);
    const approved = await approve(shiftId, claims.clientA);
    expect(approved).toMatchObject({ status: 200, body: { status: 'APPROVED' } });
    expect(approved.body.approveBy).toBeUndefined();
    expect((await approve(shiftId, claims.clientA)).status).toBe(409);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId });
    expect(trail.items.at(-1)).toMatchObject({
      action: 'timesheet-approve',
      from: 'SUBMITTED',
      to: 'APPROVED',
      actorId: 'user-a',
    });
  });

  it('should refuse to approve a timesheet nobody clocked (409)', async () => {
    const shiftId = await heldShift(repos, { minutes: 60 });
    expect((await approve(shiftId, claims.admin)).status).toBe(409);
  });

  it('should take a dispute with corrected times to the administrators, who settle it', async () => {
    const shiftId = await submitted();
    const dispute = (who: Record<string, string>) =>
      call(timesheetDispute, { claims: who, path: { shiftId }, body: corrected('Left at 15:00') });
    expect((await dispute(claims.admin)).status).toBe(403);
    expect((await dispute(claims.clientB)).status).toBe(404);
    const disputed = await dispute(claims.clientA);
    expect(disputed).toMatchObject({
      status: 200,
      body: { status: 'DISPUTED', dispute: { breakMinutes: 30, reason: 'Left at 15:00' } },
    });
    expect((await approve(shiftId, claims.clientA)).status).toBe(409);
    const settle = (who: Record<string, string>) =>
      call(timesheetSettle, { claims: who, path: { shiftId }, body: corrected('Checked the rota') });
    expect((await settle(claims.clientA)).status).toBe(403);
    const settled = await settle(claims.admin);
    expect(settled).toMatchObject({
      status: 200,
      body: { status: 'SETTLED', breakMinutes: 30, settlement: { reason: 'Checked the rota' } },
    });
    expect(settled.body.workedMinutes).toBe(7 * 60 - 30);
    expect((await settle(claims.admin)).status).toBe(409);
    const actions = (
      await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId })
    ).items.map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['timesheet-dispute', 'timesheet-settle']);
  });

  it('should refuse a dispute once the approval window has closed', async () => {
    const shiftId = await submitted();
    testClock.setOffsetMs(49 * HOUR);
    const late = await call(timesheetDispute, {
      claims: claims.clientA,
      path: { shiftId },
      body: corrected('Too late'),
    });
    expect(late.status).toBe(409);
  });

  it("should approve a day's SUBMITTED timesheets at once, only the organisation's own", async () => {
    const first = await submitted();
    const second = await submitted('partner-2');
    const day = nicosiaDateOf(new Date(Date.now() + 5 * 60_000)); // the shifts' start day
    const approveDay = (who: Record<string, string>, clientId: string = IDS.clientA) =>
      call(timesheetsApproveDay, { claims: who, path: { clientId }, body: { day } });
    expect((await approveDay(claims.clientB)).status).toBe(404);
    const done = await approveDay(claims.clientA);
    expect(done.status).toBe(200);
    expect(done.body.approved).toBeGreaterThanOrEqual(2);
    for (const shiftId of [first, second])
      expect((await repos.attendance.getTimesheet(shiftId))?.status).toBe('APPROVED');
    expect(await approveDay(claims.clientA)).toMatchObject({ status: 200, body: { approved: 0 } });
  });

  it('should approve by silence a timesheet left alone past its window (the sweep, under the test clock)', async () => {
    const shiftId = await submitted();
    const before = await runTimesheetSweep({
      deps: repos,
      now: new Date(),
    });
    expect((await repos.attendance.getTimesheet(shiftId))?.status).toBe('SUBMITTED');
    expect(before.approved).toBe(0);
    testClock.setOffsetMs(48 * HOUR + 60_000);
    const run = await runTimesheetSweep({
      deps: repos,
      now: testClock.now(),
    });
    expect(run.approved).toBeGreaterThanOrEqual(1);
    expect((await repos.attendance.getTimesheet(shiftId))?.status).toBe('APPROVED');
    const last = (await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId })).items.at(
      -1,
    );
    expect(last).toMatchObject({ action: 'timesheet-approve', actorRole: 'SCHEDULER', to: 'APPROVED' });
  });

  it('should leave the timesheet counters equal to a recount after all of the above', async () => {
    await submitted();
    const report = await checkDataIntegrity(db);
    expect(report.read.timesheets).toBeGreaterThan(0);
    // The fixtures' held shifts overlap (written straight to the table): only the counters are checked here
    // (timesheets, and the monthly revenue that approvals move by billed − planned).
    const counters = report.problems.filter((p) => p.startsWith('Timesheet') || p.startsWith('Monthly'));
    expect(counters).toEqual([]);
  });
});
