import { beforeAll, describe, expect, it } from 'vitest';

import { nicosiaDateOf, shiftPunch, timesheetApprove, timesheetsExport } from '@careshift/contract';
import type { Repositories, ShiftRecord, TimesheetRecord } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { formatNicosiaDateTime } from '@careshift/domain';

import { heldShift, punchBody } from '../attendance/testing/attendance-fixtures';
import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

const BOM = '\ufeff';

/** The row payroll should read for an approved timesheet (Nicosia times, hours with two decimals). */
function expectedRow(timesheet: TimesheetRecord, shift: ShiftRecord): string {
  const at = (instant: string | undefined) => formatNicosiaDateTime(instant ?? '');
  return [
    shift.refNumber,
    timesheet.clientName,
    timesheet.employeeName,
    shift.positionName,
    at(timesheet.plannedStart),
    at(timesheet.plannedEnd),
    at(timesheet.actualStart),
    at(timesheet.actualEnd),
    0,
    ((timesheet.workedMinutes ?? 0) / 60).toFixed(2),
    'APPROVED',
  ].join(',');
}

/** Approved hours for payroll (issue 34 item 5): the CSV an administrator downloads for a period. */
describe('timesheets-export: approved hours as CSV', () => {
  let attendance: HttpHandler;
  let exports: HttpHandler;
  let repos: Repositories;
  const punch = caller(() => attendance);
  const call = caller(() => exports);

  /** A shift clocked in and out now through the API (no position: with a reason): SUBMITTED. */
  async function worked(partnerId: string): Promise<string> {
    const shiftId = await heldShift(repos, { minutes: 5, partnerId });
    for (const kind of ['CLOCK_IN', 'CLOCK_OUT'] as const) {
      const { latitude: _a, longitude: _b, ...body } = punchBody(kind, new Date());
      const reply = await punch(shiftPunch, {
        claims: claims.partner(partnerId),
        path: { shiftId },
        body: { ...body, reason: 'No GPS' },
      });
      expect(reply.status).toBe(200);
    }
    return shiftId;
  }

  beforeAll(async () => {
    const test = await createTestDb();
    process.env.TABLE_NAME = test.tableName;
    repos = await seedShiftFixtures(test.service);
    ({ handler: attendance } = await import('../attendance/handler'));
    ({ handler: exports } = await import('./handler'));
  });

  it('should export only APPROVED and SETTLED timesheets of the period, UTF-8 with BOM, in Nicosia times', async () => {
    const approved = await worked('partner-1');
    const submitted = await worked('partner-2');
    const ok = await punch(timesheetApprove, { claims: claims.clientA, path: { shiftId: approved } });
    expect(ok.body.status).toBe('APPROVED');
    const today = nicosiaDateOf(new Date());
    const tomorrow = nicosiaDateOf(new Date(Date.now() + 24 * 3_600_000));
    const reply = await call(timesheetsExport, {
      claims: claims.admin,
      query: { from: today, to: tomorrow },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.rows).toBe(1);
    expect(reply.body.fileName).toMatch(/^approved-hours-\d{4}-\d{2}-\d{2}\.csv$/u);
    const response = await fetch(reply.body.url);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Shift ref,Organisation,Partner,Position,Planned start,Planned end,Actual start,Actual end,Break minutes,Worked hours,Status',
    );
    const timesheet = await repos.attendance.getTimesheet(approved);
    const shift = await repos.shifts.getShift(approved);
    if (!timesheet || !shift) throw new Error('set-up: the approved shift is gone');
    expect(lines[1]).toBe(expectedRow(timesheet, shift));
    const submittedRef = (await repos.shifts.getShift(submitted))?.refNumber;
    expect(lines.filter((line) => line.startsWith(`${submittedRef},`))).toEqual([]);
  });

  it('should filter by organisation, need both days, and answer only administrators', async () => {
    const today = nicosiaDateOf(new Date());
    const other = await call(timesheetsExport, {
      claims: claims.admin,
      query: { from: today, to: today, clientId: IDS.clientB },
    });
    expect(other.body.rows).toBe(0);
    const missing = await call(timesheetsExport, { claims: claims.admin, query: { from: today } });
    expect(missing.status).toBe(400);
    const backwards = await call(timesheetsExport, {
      claims: claims.admin,
      query: { from: today, to: '2020-01-01' },
    });
    expect(backwards.status).toBe(400);
    const client = await call(timesheetsExport, {
      claims: claims.clientA,
      query: { from: today, to: today },
    });
    expect(client.status).toBe(403);
  });
});
