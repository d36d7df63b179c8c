import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientGet, clientUpdate, shiftPunch } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { startAccountsTwin } from '@careshift/local/testing/accounts-twin';

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

/** The organisation's attendance settings (issue 34): radius and rounding on the client, read by the punches. */
describe('client attendance settings', () => {
  let attendance: HttpHandler;
  let clients: HttpHandler;
  let repos: Repositories;
  let accounts: Awaited<ReturnType<typeof startAccountsTwin>>;
  const punch = caller(() => attendance);
  const client = caller(() => clients);

  /** client-update as the geo client's owner: its details as stored, with `attendance`. */
  async function setAttendance(
    attendanceBody: Record<string, unknown>,
    who: Record<string, string> = geoClaims,
  ) {
    const stored = await repos.clients.getClient(GEO_CLIENT);
    const { name, positionIds, address } = stored ?? { name: '', positionIds: [], address: {} };
    return client(clientUpdate, {
      claims: who,
      path: { clientId: GEO_CLIENT },
      body: { name, positionIds, address, attendance: attendanceBody },
    });
  }

  beforeAll(async () => {
    const test = await createTestDb();
    process.env.TABLE_NAME = test.tableName;
    accounts = await startAccountsTwin(); // the clients area's dependencies reach the auth twin
    repos = await seedShiftFixtures(test.service);
    await addGeoClient(repos);
    ({ handler: attendance } = await import('./handler'));
    ({ handler: clients } = await import('../clients/handler'));
  });

  afterAll(() => accounts.stop());

  it('should show the defaults (300 m, MINUTE) until the organisation sets its own', async () => {
    const read = await client(clientGet, { claims: geoClaims, path: { clientId: GEO_CLIENT } });
    expect(read.body.attendance).toMatchObject({ radiusMetres: 300, roundingRule: 'MINUTE' });
  });

  it('should refuse a radius outside 50–5000 m and an unknown rounding rule, naming the field', async () => {
    const small = await setAttendance({ radiusMetres: 20 });
    expect(small.status).toBe(400);
    expect(JSON.stringify(small.body)).toContain('50');
    expect((await setAttendance({ radiusMetres: 5001 })).status).toBe(400);
    expect((await setAttendance({ roundingRule: 'HOUR' })).status).toBe(400);
  });

  it("should let the owner set them, keep them on an edit without them, and use them for the partner's punches", async () => {
    const set = await setAttendance({ radiusMetres: 2000, roundingRule: 'FIFTEEN_MINUTES' });
    expect(set).toMatchObject({
      status: 200,
      body: { attendance: { radiusMetres: 2000, roundingRule: 'FIFTEEN_MINUTES' } },
    });
    const stored = await repos.clients.getClient(GEO_CLIENT);
    const kept = await client(clientUpdate, {
      claims: geoClaims,
      path: { clientId: GEO_CLIENT },
      body: { name: 'Clinic geo renamed', positionIds: stored?.positionIds, address: stored?.address },
    });
    expect(kept.body.attendance).toMatchObject({ radiusMetres: 2000, roundingRule: 'FIFTEEN_MINUTES' });
    // About 1.1 km away: outside the default 300 m, inside 2000 m — no reason needed, no flag.
    const shiftId = await heldShift(repos, { minutes: 10, clientId: GEO_CLIENT });
    const clockIn = await punch(shiftPunch, {
      claims: claims.partner('partner-1'),
      path: { shiftId },
      body: punchBody('CLOCK_IN', new Date(), FAR_AWAY),
    });
    expect(clockIn.status).toBe(200);
    expect(clockIn.body.punches[0].flags).toEqual([]);
    expect(clockIn.body.punches[0].distance).toBeGreaterThan(300);
    // Rounded to the quarter hour.
    expect(new Date(clockIn.body.actualStart).getUTCMinutes() % 15).toBe(0);
  });

  it('should let an administrator set them too, and not another organisation', async () => {
    const admin = await setAttendance({ radiusMetres: 500 }, claims.admin);
    expect(admin.body.attendance).toMatchObject({ radiusMetres: 500, roundingRule: 'FIFTEEN_MINUTES' });
    const other = await setAttendance({ radiusMetres: 800 }, claims.clientB);
    expect(other.status).toBe(404);
  });
});
