import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  clientConfirmFacilityPoint,
  clientGet,
  clientPlaceFacilityPoint,
  clientUpdate,
  clientUpdateAttendance,
  shiftPunch,
} from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { startAccountsTwin } from '@careshift/local/testing/accounts-twin';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { FACILITY, FAR_AWAY, heldShift, punchBody } from './testing/attendance-fixtures';

/**
 * The organisation's attendance settings and facility point (issue 34): radius and rounding through
 * client-updateAttendance, a point its users place and only an administrator confirms, measured against
 * only once confirmed, un-confirmed when the address moves.
 */
describe('attendance settings and the facility point', () => {
  let attendance: HttpHandler;
  let clients: HttpHandler;
  let repos: Repositories;
  let accounts: Awaited<ReturnType<typeof startAccountsTwin>>;
  const punch = caller(() => attendance);
  const client = caller(() => clients);
  const clientId = IDS.clientA;
  const path = { clientId };

  /** A clock-in 5 minutes before a fresh shift of client A, about 1.1 km from FACILITY. */
  async function clockInFarAway() {
    const shiftId = await heldShift(repos, { minutes: 5, clientId });
    const reply = await punch(shiftPunch, {
      claims: claims.partner('partner-1'),
      path: { shiftId },
      body: punchBody('CLOCK_IN', new Date(), { ...FAR_AWAY, reason: 'Parked down the road' }),
    });
    expect(reply.status).toBe(200);
    return reply.body.punches[0];
  }

  beforeAll(async () => {
    const test = await createTestDb();
    process.env.TABLE_NAME = test.tableName;
    accounts = await startAccountsTwin();
    repos = await seedShiftFixtures(test.service);
    ({ handler: attendance } = await import('./handler'));
    ({ handler: clients } = await import('../clients/handler'));
  });

  afterAll(() => accounts.stop());

  it('should let a client user set the radius and rounding alone, and refuse bad values by field', async () => {
    const set = await client(clientUpdateAttendance, {
      claims: claims.clientA,
      path,
      body: { radiusMetres: 400, roundingRule: 'FIVE_MINUTES' },
    });
    expect(set.status).toBe(200);
    expect(set.body.attendance).toEqual({ radiusMetres: 400, roundingRule: 'FIVE_MINUTES' });
    const kept = await client(clientUpdateAttendance, {
      claims: claims.clientA,
      path,
      body: { radiusMetres: 500 },
    });
    expect(kept.body.attendance).toEqual({ radiusMetres: 500, roundingRule: 'FIVE_MINUTES' });
    const bad = await client(clientUpdateAttendance, {
      claims: claims.admin,
      path,
      body: { radiusMetres: 49.5, roundingRule: 'HOUR' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(['radiusMetres', 'roundingRule']);
    const other = await client(clientUpdateAttendance, {
      claims: claims.clientB,
      path,
      body: { radiusMetres: 60 },
    });
    expect(other.status).toBe(404);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'client', subjectId: clientId });
    expect(trail.items.map((entry) => entry.action)).toContain('client-attendance');
  });

  it('should keep a placed point unconfirmed and not measure punches against it', async () => {
    const placed = await client(clientPlaceFacilityPoint, { claims: claims.clientA, path, body: FACILITY });
    expect(placed.status).toBe(200);
    expect(placed.body.attendance.facilityPoint).toEqual({ ...FACILITY, confirmed: false });
    const first = await clockInFarAway();
    expect(first.distance).toBeUndefined();
    expect(first.flags).toEqual([]);
  });

  it('should refuse a point outside Cyprus (latitude and longitude swapped) with its own message', async () => {
    const swapped = await client(clientPlaceFacilityPoint, {
      claims: claims.clientA,
      path,
      body: { latitude: FACILITY.longitude, longitude: FACILITY.latitude },
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.fieldErrors.latitude).toContain('not in Cyprus');
  });

  it('should let only an administrator confirm, with who and when, and then measure punches', async () => {
    const owner = await client(clientConfirmFacilityPoint, {
      claims: claims.clientB,
      path: { clientId: IDS.clientB },
      body: FACILITY,
    });
    expect(owner.status).toBe(403);
    const user = await client(clientConfirmFacilityPoint, { claims: claims.clientA, path, body: FACILITY });
    expect(user.status).toBe(403);
    const confirmed = await client(clientConfirmFacilityPoint, {
      claims: claims.admin,
      path,
      body: FACILITY,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.attendance.facilityPoint).toMatchObject({
      ...FACILITY,
      confirmed: true,
      confirmedByName: 'Ada Admin',
    });
    expect(Date.parse(confirmed.body.attendance.facilityPoint.confirmedAt)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect((await repos.clients.getClient(clientId))?.facilityPoint?.confirmedBy).toBe(IDS.admin);
    // About 1.1 km away, radius 500 m: measured and flagged now.
    const measured = await clockInFarAway();
    expect(measured.distance).toBeGreaterThan(1000);
    expect(measured.flags).toContain('OUTSIDE_RADIUS');
    // The partner who holds a shift there sees the point, not the administrator who confirmed it.
    const seen = await client(clientGet, { claims: claims.partner('partner-1'), path });
    expect(seen.status).toBe(200);
    expect(seen.body.attendance.facilityPoint).toMatchObject({ ...FACILITY, confirmed: true });
    expect(JSON.stringify(seen.body)).not.toContain('Ada Admin');
    // The client user placing the same point again keeps the confirmation; another point loses it.
    const same = await client(clientPlaceFacilityPoint, { claims: claims.clientA, path, body: FACILITY });
    expect(same.body.attendance.facilityPoint.confirmed).toBe(true);
  });

  it('should un-confirm the point when the address moves, and keep it on an edit of other details', async () => {
    const read = await client(clientGet, { claims: claims.clientA, path });
    const { name, legalName, positionIds, address } = read.body;
    const body = { name, legalName, positionIds, address: { ...address, countryCode: undefined } };
    const renamed = await client(clientUpdate, {
      claims: claims.clientA,
      path,
      body: { ...body, name: `${name} renamed` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.attendance.facilityPoint.confirmed).toBe(true);
    const moved = await client(clientUpdate, {
      claims: claims.clientA,
      path,
      body: { ...body, address: { ...body.address, street: 'Makariou 99', postalCode: '3030' } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.attendance.facilityPoint).toEqual({ ...FACILITY, confirmed: false });
    expect((await clockInFarAway()).distance).toBeUndefined();
  });
});
