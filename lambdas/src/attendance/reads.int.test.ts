import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  clientTimesheetsList,
  myTimesheetsList,
  shiftTimesheetGet,
  timesheetsQueue,
} from '@careshift/contract';
import type { Repositories, TimesheetDraft } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { heldShift } from './testing/attendance-fixtures';

const partner = { actor: { id: 'partner-1', role: 'EMPLOYEE' as const }, at: new Date().toISOString() };

describe('attendance reads: a timesheet, an organisation’s timesheets, the administrators’ queue', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);

  /** A timesheet written straight through the repository (the punches have their own tests). */
  async function timesheet(overrides: Partial<TimesheetDraft>): Promise<string> {
    const shiftId = randomUUID();
    const result = await repos.attendance.recordPunch({
      punch: {
        shiftId,
        punchId: randomUUID(),
        employeeId: 'partner-1',
        kind: 'CLOCK_IN',
        clientTime: partner.at,
        receivedAt: partner.at,
        flags: [],
      },
      before: undefined,
      after: {
        shiftId,
        refNumber: 1,
        clientId: IDS.clientA,
        clientName: 'Clinic client-a',
        employeeId: 'partner-1',
        employeeName: 'Maria Georgiou',
        status: 'SUBMITTED',
        flags: [],
        plannedStart: '2031-02-03T06:00:00.000Z',
        plannedEnd: '2031-02-03T14:00:00.000Z',
        breakMinutes: 0,
        ...overrides,
      },
      context: partner,
    });
    if (!result.ok) throw new Error(result.failure);
    return shiftId;
  }

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should show a held shift’s timesheet, OPEN and empty before any punch, to its partner, organisation and administrators only', async () => {
    const shiftId = await heldShift(repos, { minutes: 120 });
    const get = (who: Record<string, string>) => call(shiftTimesheetGet, { claims: who, path: { shiftId } });
    const own = await get(claims.partner('partner-1'));
    expect(own).toMatchObject({
      status: 200,
      body: { shiftId, status: 'OPEN', punches: [], flags: [], breakMinutes: 0, employeeId: 'partner-1' },
    });
    expect((await get(claims.clientA)).status).toBe(200);
    expect((await get(claims.admin)).status).toBe(200);
    expect(await get(claims.partner('partner-2'))).toMatchObject({
      status: 404,
      body: { message: 'This shift does not exist.' },
    });
    expect((await get(claims.clientB)).status).toBe(404);
    const missing = await call(shiftTimesheetGet, { claims: claims.admin, path: { shiftId: randomUUID() } });
    expect(missing.status).toBe(404);
  });

  it('should list an organisation’s SUBMITTED timesheets by planned start within whole Nicosia days', async () => {
    const late = await timesheet({ plannedStart: '2031-02-04T06:00:00.000Z' });
    const early = await timesheet({ plannedStart: '2031-02-03T21:30:00.000Z' });
    await timesheet({ plannedStart: '2031-02-04T07:00:00.000Z', status: 'APPROVED' });
    // 2031-02-03T21:30Z is 23:30 in Nicosia: the 3rd, not the 4th.
    const list = (query: Record<string, string>, who: Record<string, string> = claims.clientA) =>
      call(clientTimesheetsList, { claims: who, path: { clientId: IDS.clientA }, query });
    const both = await list({ from: '2031-02-03', to: '2031-02-04' });
    expect(both.status).toBe(200);
    expect(both.body.items.map((t: { shiftId: string }) => t.shiftId)).toEqual([early, late]);
    const fourth = await list({ from: '2031-02-04', to: '2031-02-04' });
    expect(fourth.body.items.map((t: { shiftId: string }) => t.shiftId)).toEqual([late]);
    const approved = await list({ status: 'APPROVED', from: '2031-02-04', to: '2031-02-04' });
    expect(approved.body.items).toHaveLength(1);
    expect((await list({ from: '2031-02-04', to: '2031-02-03' })).status).toBe(400);
    expect((await list({}, claims.clientB)).status).toBe(404);
    expect((await list({}, claims.admin)).status).toBe(200);
    const unknown = await call(clientTimesheetsList, {
      claims: claims.admin,
      path: { clientId: 'no-such-client' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'This organisation does not exist.' } });
  });

  it('should put flagged timesheets first in the administrators’ queue and filter it by flag and organisation', async () => {
    const clear = await timesheet({ plannedStart: '2031-03-01T06:00:00.000Z' });
    const flagged = await timesheet({ plannedStart: '2031-03-02T06:00:00.000Z', flags: ['OUTSIDE_RADIUS'] });
    const queue = (query: Record<string, string>) =>
      call(timesheetsQueue, {
        claims: claims.admin,
        query: { from: '2031-03-01', to: '2031-03-02', ...query },
      });
    const all = await queue({ status: 'SUBMITTED' });
    expect(all.status).toBe(200);
    expect(all.body.items.map((t: { shiftId: string }) => t.shiftId)).toEqual([flagged, clear]);
    const byFlag = await queue({ status: 'SUBMITTED', flag: 'OUTSIDE_RADIUS' });
    expect(byFlag.body.items.map((t: { shiftId: string }) => t.shiftId)).toEqual([flagged]);
    const other = await queue({ status: 'SUBMITTED', clientId: IDS.clientB });
    expect(other.body.items).toEqual([]);
    expect((await queue({ flag: 'SLEEPY' })).status).toBe(400);
    expect((await call(timesheetsQueue, { claims: claims.clientA })).status).toBe(403);
  });

  it("should list a partner's own timesheets of whole Nicosia days, and no one else's", async () => {
    const mine = await timesheet({ plannedStart: '2031-04-10T05:00:00.000Z' });
    await timesheet({ plannedStart: '2031-04-10T06:00:00.000Z', employeeId: 'partner-2' });
    const list = (query: Record<string, string>) =>
      call(myTimesheetsList, { claims: claims.partner('partner-1'), query });
    const day = await list({ from: '2031-04-10' });
    expect(day.status).toBe(200);
    expect(day.body.items.map((t: { shiftId: string }) => t.shiftId)).toEqual([mine]);
    expect((await list({ from: '2031-04-11' })).body.items).toEqual([]);
    expect((await list({ from: '2031-04-01', to: '2031-05-15' })).status).toBe(400);
    expect((await call(myTimesheetsList, { claims: claims.clientA })).status).toBe(403);
  });
});
