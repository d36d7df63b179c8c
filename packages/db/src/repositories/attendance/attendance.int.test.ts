import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { checkDataIntegrity } from '../../integrity/check-data';
import type { DbService } from '../../service';
import { contextAt } from '../../testing/fixtures';
import { createTestDb } from '../../testing/test-db';
import { createAuditRepository } from '../audit';

import { createAttendanceRepository } from '.';
import type { AttendanceRepository, PunchRecord, TimesheetDraft, TimesheetRecord } from '.';

const AT = '2031-03-12T06:00:00.000Z';
const partner = { actor: { id: 'partner-1', role: 'EMPLOYEE' as const }, at: AT };

function draft(shiftId: string, overrides: Partial<TimesheetDraft> = {}): TimesheetDraft {
  return {
    shiftId,
    refNumber: 7,
    clientId: 'client-a',
    clientName: 'Apollo Clinic',
    employeeId: 'partner-1',
    employeeName: 'Maria Georgiou',
    status: 'OPEN',
    flags: [],
    plannedStart: '2031-03-12T06:00:00.000Z',
    plannedEnd: '2031-03-12T14:00:00.000Z',
    actualStart: '2031-03-12T06:02:00.000Z',
    breakMinutes: 0,
    ...overrides,
  };
}

function punch(shiftId: string, kind: PunchRecord['kind'] = 'CLOCK_IN'): PunchRecord {
  return {
    shiftId,
    punchId: randomUUID(),
    employeeId: 'partner-1',
    kind,
    clientTime: AT,
    receivedAt: AT,
    flags: [],
    reply: { ok: true },
  };
}

describe('attendance repository (DynamoDB Local)', () => {
  let db: DbService;
  let attendance: AttendanceRepository;

  beforeAll(async () => {
    db = (await createTestDb()).service;
    attendance = createAttendanceRepository(db);
  });

  async function clockIn(shiftId: string, overrides: Partial<TimesheetDraft> = {}): Promise<TimesheetRecord> {
    const result = await attendance.recordPunch({
      punch: punch(shiftId),
      before: undefined,
      after: draft(shiftId, overrides),
      context: partner,
    });
    if (!result.ok) throw new Error(result.failure);
    return result.timesheet;
  }

  it('should write the punch, the timesheet, its trail entry and its counter in one transaction', async () => {
    const shiftId = randomUUID();
    const first = punch(shiftId);
    const result = await attendance.recordPunch({
      punch: first,
      before: undefined,
      after: draft(shiftId),
      context: partner,
    });
    expect(result).toMatchObject({ ok: true, timesheet: { version: 1, status: 'OPEN', createdAt: AT } });
    expect(await attendance.getPunch(shiftId, first.punchId)).toMatchObject({
      kind: 'CLOCK_IN',
      reply: { ok: true },
    });
    expect(await attendance.getTimesheet(shiftId)).toMatchObject({ status: 'OPEN', flags: [] });
    const trail = await createAuditRepository(db).listAuditTrail({
      subjectType: 'shift',
      subjectId: shiftId,
    });
    expect(trail.items).toMatchObject([{ action: 'timesheet-punch', to: 'OPEN', actorId: 'partner-1' }]);
    const totals = await attendance.readTimesheetTotals();
    expect(totals.byMonth).toContainEqual({
      month: '2031-03',
      status: 'OPEN',
      timesheetCount: 1,
      workedMinutes: 0,
    });
  });

  it('should refuse a punch key written before, and a timesheet changed since it was read', async () => {
    const shiftId = randomUUID();
    const first = punch(shiftId);
    const before = await attendance.recordPunch({
      punch: first,
      before: undefined,
      after: draft(shiftId),
      context: partner,
    });
    const again = await attendance.recordPunch({
      punch: first,
      before: undefined,
      after: draft(shiftId),
      context: partner,
    });
    expect(again).toEqual({ ok: false, failure: 'punch-exists' });
    const stale = { ...(before.ok ? before.timesheet : ({} as TimesheetRecord)), version: 0 };
    const changed = await attendance.recordPunch({
      punch: punch(shiftId, 'CLOCK_OUT'),
      before: stale,
      after: draft(shiftId, { status: 'SUBMITTED' }),
      context: partner,
    });
    expect(changed).toEqual({ ok: false, failure: 'timesheet-changed' });
    expect(await attendance.listPunches(shiftId)).toHaveLength(1);
  });

  it('should move the counters with a decision: minutes worked land on the approved status', async () => {
    const shiftId = randomUUID();
    const open = await clockIn(shiftId, { plannedStart: '2031-05-01T06:00:00.000Z' });
    const submitted = await attendance.changeTimesheet({
      before: open,
      after: {
        ...draft(shiftId, { plannedStart: '2031-05-01T06:00:00.000Z' }),
        status: 'SUBMITTED',
        workedMinutes: 480,
      },
      audit: { action: 'timesheet-submit' },
      context: partner,
    });
    if (!submitted.ok) throw new Error(submitted.failure);
    await attendance.changeTimesheet({
      before: submitted.timesheet,
      after: { ...submitted.timesheet, status: 'APPROVED' },
      audit: { action: 'timesheet-approve' },
      context: contextAt(AT),
    });
    const may = (await attendance.readTimesheetTotals()).byMonth.filter((row) => row.month === '2031-05');
    expect(may).toEqual(
      expect.arrayContaining([
        { month: '2031-05', status: 'OPEN', timesheetCount: 0, workedMinutes: 0 },
        { month: '2031-05', status: 'SUBMITTED', timesheetCount: 0, workedMinutes: 0 },
        { month: '2031-05', status: 'APPROVED', timesheetCount: 1, workedMinutes: 480 },
      ]),
    );
    expect((await checkDataIntegrity(db)).problems).toEqual([]);
  });

  it("should list an organisation's timesheets of a status by planned start, and a partner's day", async () => {
    const clientId = `client-${randomUUID()}`;
    const employeeId = `partner-${randomUUID()}`;
    const starts = ['2031-06-02T06:00:00.000Z', '2031-06-01T06:00:00.000Z', '2031-06-03T06:00:00.000Z'];
    for (const plannedStart of starts) await clockIn(randomUUID(), { clientId, employeeId, plannedStart });
    const page = await attendance.listClientTimesheets({
      clientId,
      status: 'OPEN',
      from: '2031-06-01T00:00:00.000Z',
      to: '2031-06-03T00:00:00.000Z',
    });
    expect(page.items.map((t) => t.plannedStart)).toEqual([starts[1], starts[0]]);
    expect(await attendance.listClientTimesheets({ clientId, status: 'SUBMITTED' })).toEqual({
      items: [],
      cursor: null,
    });
    const day = await attendance.listEmployeeTimesheets({
      employeeId,
      from: '2031-06-03T00:00:00.000Z',
      to: '2031-06-04T00:00:00.000Z',
    });
    expect(day.map((t) => t.plannedStart)).toEqual([starts[2]]);
  });

  it('should put flagged timesheets first in the queue, filter it, and find those past their approval window', async () => {
    const clientId = `client-${randomUUID()}`;
    const clear = await clockIn(randomUUID(), { clientId, plannedStart: '2031-07-01T06:00:00.000Z' });
    const late = await clockIn(randomUUID(), {
      clientId,
      flags: ['LATE'],
      plannedStart: '2031-07-02T06:00:00.000Z',
    });
    const queue = await attendance.listTimesheetQueue({ statuses: ['OPEN'], clientId });
    expect(queue.items.map((t) => t.shiftId)).toEqual([late.shiftId, clear.shiftId]);
    const flagged = await attendance.listTimesheetQueue({
      statuses: ['OPEN', 'SUBMITTED'],
      clientId,
      flag: 'LATE',
    });
    expect(flagged.items.map((t) => t.shiftId)).toEqual([late.shiftId]);
    const due = await attendance.changeTimesheet({
      before: clear,
      after: { ...clear, status: 'SUBMITTED', approveBy: '2031-07-03T14:00:00.000Z' },
      audit: { action: 'timesheet-punch' },
      context: partner,
    });
    expect(due.ok).toBe(true);
    const past = await attendance.listTimesheetsPastApproval('2031-07-03T14:00:00.000Z');
    expect(past.map((t) => t.shiftId)).toContain(clear.shiftId);
    expect(await attendance.listTimesheetsPastApproval('2031-07-03T13:59:59.000Z')).not.toContainEqual(
      expect.objectContaining({ shiftId: clear.shiftId }),
    );
  });

  it('should have the integrity check report a timesheet counter that drifted', async () => {
    const own = (await createTestDb()).service;
    const repository = createAttendanceRepository(own);
    const shiftId = randomUUID();
    await repository.recordPunch({
      punch: punch(shiftId),
      before: undefined,
      after: draft(shiftId),
      context: partner,
    });
    expect((await checkDataIntegrity(own)).problems).toEqual([]);
    await own.entities.timesheetStat
      .update({ month: '2031-03', status: 'OPEN', shard: 0 })
      .add({ timesheetCount: 1 })
      .go();
    const report = await checkDataIntegrity(own);
    expect(report.read.timesheets).toBe(1);
    expect(report.problems).toEqual([
      'Timesheet counters 2031-03#OPEN: stored {"timesheetCount":2,"workedMinutes":0}, recount {"timesheetCount":1,"workedMinutes":0}.',
    ]);
  });
});
