import { beforeAll, describe, expect, it } from 'vitest';

import { shiftPunch, shiftTimesheetGet } from '@careshift/contract';
import { checkDataIntegrity } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import {
  addGeoClient,
  FAR_AWAY,
  GEO_CLIENT,
  geoClaims,
  heldShift,
  punchBody,
} from './testing/attendance-fixtures';

const MINUTE = 60_000;
const in_ = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('request-punch: clock in, breaks and clock out by the partner holding the shift', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let db: DbService;
  const call = caller(() => handler);
  const punch = (shiftId: string, body: object, who: Record<string, string> = claims.partner('partner-1')) =>
    call(shiftPunch, { claims: who, path: { shiftId }, body });
  /** A shift of the organisation with coordinates, starting in `minutes`. */
  const shiftIn = (minutes: number, partnerId = 'partner-1') =>
    heldShift(repos, { minutes, clientId: GEO_CLIENT, partnerId });

  beforeAll(async () => {
    const test = await createTestDb();
    db = test.service;
    process.env.TABLE_NAME = test.tableName;
    repos = await seedShiftFixtures(db);
    await addGeoClient(repos);
    ({ handler } = await import('./handler'));
  });

  it('should record a whole shift: in, break, out; SUBMITTED with its approval deadline, each punch in the trail and the counters', async () => {
    const shiftId = await shiftIn(10);
    const clockIn = await punch(shiftId, punchBody('CLOCK_IN', in_(0)));
    expect(clockIn.status).toBe(200);
    expect(clockIn.body).toMatchObject({
      shiftId,
      status: 'OPEN',
      employeeId: 'partner-1',
      clientId: GEO_CLIENT,
    });
    expect(clockIn.body.punches).toMatchObject([{ kind: 'CLOCK_IN', accuracy: 12, flags: [] }]);
    expect(clockIn.body.punches[0].distance).toBeLessThan(1);
    expect(clockIn.body.actualStart).toBeDefined();
    for (const kind of ['BREAK_START', 'BREAK_END'] as const)
      expect((await punch(shiftId, punchBody(kind, in_(0)))).body).toMatchObject({ status: 'OPEN' });
    const out = await punch(shiftId, punchBody('CLOCK_OUT', in_(0)));
    expect(out.status).toBe(200);
    expect(out.body.status).toBe('SUBMITTED');
    expect(out.body.punches.map((p: { kind: string }) => p.kind)).toEqual([
      'CLOCK_IN',
      'BREAK_START',
      'BREAK_END',
      'CLOCK_OUT',
    ]);
    expect(Date.parse(out.body.approveBy)).toBeGreaterThan(Date.now() + 47 * 60 * MINUTE);
    expect(typeof out.body.workedMinutes).toBe('number');
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId });
    expect(trail.items.filter((e) => e.action === 'timesheet-punch').map((e) => e.to)).toEqual([
      'OPEN',
      'OPEN',
      'OPEN',
      'SUBMITTED',
    ]);
    const read = await call(shiftTimesheetGet, { claims: geoClaims, path: { shiftId } });
    expect(read.body).toEqual(out.body);
    const totals = await repos.attendance.readTimesheetTotals();
    expect(totals.byStatus.SUBMITTED?.workedMinutes).toBeGreaterThanOrEqual(out.body.workedMinutes);
    const report = await checkDataIntegrity(db);
    expect(report.problems.filter((problem) => problem.startsWith('Timesheet'))).toEqual([]);
  });

  it('should answer a re-sent punch with its first reply, and refuse its key for another punch', async () => {
    const shiftId = await shiftIn(5);
    const body = punchBody('CLOCK_IN', in_(-1));
    const first = await punch(shiftId, body);
    expect(first.status).toBe(200);
    await punch(shiftId, punchBody('BREAK_START', in_(0)));
    const again = await punch(shiftId, body);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await repos.attendance.listPunches(shiftId)).toHaveLength(2);
    const reused = await punch(shiftId, { ...body, kind: 'CLOCK_OUT' });
    expect(reused).toMatchObject({ status: 409, body: { code: 'PUNCH_KEY_REUSED' } });
  });

  it("should refuse another partner's shift as if it did not exist, and clients and administrators by role", async () => {
    const shiftId = await shiftIn(5);
    const body = punchBody('CLOCK_IN', in_(0));
    expect(await punch(shiftId, body, claims.partner('partner-2'))).toMatchObject({
      status: 404,
      body: { message: 'This shift does not exist.' },
    });
    expect((await punch(shiftId, body, geoClaims)).status).toBe(403);
    expect((await punch(shiftId, body, claims.admin)).status).toBe(403);
    expect(await repos.attendance.listPunches(shiftId)).toEqual([]);
  });

  it('should refuse a clock in before the window, a second clock in and a punch out of order (409, the domain’s words)', async () => {
    const early = await shiftIn(120);
    const tooEarly = await punch(early, punchBody('CLOCK_IN', in_(0)));
    expect(tooEarly).toMatchObject({ status: 409, body: { code: 'PUNCH_TOO_EARLY' } });
    expect(tooEarly.body.message).toMatch(
      /^Clock in opens at \d{2}:\d{2}, 30 minutes before the shift starts\.$/,
    );
    const shiftId = await shiftIn(5);
    const outOfOrder = await punch(shiftId, punchBody('BREAK_START', in_(0)));
    expect(outOfOrder).toMatchObject({
      status: 409,
      body: { code: 'PUNCH_NOT_CLOCKED_IN', message: 'Clock in first.' },
    });
    expect((await punch(shiftId, punchBody('CLOCK_IN', in_(0)))).status).toBe(200);
    const twice = await punch(shiftId, punchBody('CLOCK_IN', in_(0)));
    expect(twice).toMatchObject({ status: 409, body: { code: 'PUNCH_ALREADY_CLOCKED_IN' } });
    expect(await repos.attendance.listPunches(shiftId)).toHaveLength(1);
  });

  it('should ask a reason outside the radius or without a position, and flag the punch when given', async () => {
    const shiftId = await shiftIn(5);
    const far = punchBody('CLOCK_IN', in_(0), FAR_AWAY);
    const refused = await punch(shiftId, far);
    expect(refused).toMatchObject({ status: 409, body: { code: 'PUNCH_REASON_REQUIRED' } });
    expect(refused.body.message).toMatch(/^You are \d+ m from the facility \(allowed: 300 m\)\./);
    const withReason = await punch(shiftId, { ...far, reason: 'Parked at the back entrance' });
    expect(withReason.status).toBe(200);
    expect(withReason.body.flags).toContain('OUTSIDE_RADIUS');
    expect(withReason.body.punches[0]).toMatchObject({ reason: 'Parked at the back entrance' });
    expect(withReason.body.punches[0].distance).toBeGreaterThan(300);
    const other = await shiftIn(5, 'partner-2');
    const { latitude: _lat, longitude: _long, ...noPosition } = punchBody('CLOCK_IN', in_(0));
    const partner2 = claims.partner('partner-2');
    expect(await punch(other, noPosition, partner2)).toMatchObject({
      status: 409,
      body: { code: 'PUNCH_REASON_REQUIRED' },
    });
    const explained = await punch(other, { ...noPosition, reason: 'Location is off on my phone' }, partner2);
    expect(explained.status).toBe(200);
    expect(explained.body.flags).toContain('NO_POSITION');
  });

  it('should refuse a punch on a shift the partner no longer holds (a no-show)', async () => {
    const shiftId = await shiftIn(-20);
    const shift = await repos.shifts.getShift(shiftId);
    if (!shift) throw new Error('set-up: no shift');
    await repos.shifts.markShiftNoShow({
      shift,
      reason: 'Did not come',
      context: { actor: { id: 'admin-1', role: 'SYSTEM_USER' }, at: new Date().toISOString() },
    });
    const late = await punch(shiftId, punchBody('CLOCK_IN', in_(0)));
    expect(late).toMatchObject({ status: 409, body: { code: 'SHIFT_NOT_HELD' } });
  });

  it('should take exactly one of two clock-ins sent at the same instant with different keys', async () => {
    const shiftId = await shiftIn(5);
    const replies = await Promise.all([
      punch(shiftId, punchBody('CLOCK_IN', in_(0))),
      punch(shiftId, punchBody('CLOCK_IN', in_(0))),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await repos.attendance.listPunches(shiftId)).toHaveLength(1);
    expect((await repos.attendance.getTimesheet(shiftId))?.version).toBe(1);
  });
});
