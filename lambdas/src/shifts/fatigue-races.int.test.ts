import { beforeAll, describe, expect, it } from 'vitest';

import { shiftCancelClaim, shiftClaim, shiftCreate } from '@careshift/contract';
import { checkDataIntegrity } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { addPartner, claims, IDS, nicosiaAt, seedShiftFixtures } from './testing/shift-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let key = 0;

/**
 * The fatigue rules (overlap, mandatory rest hours) hold when one partner claims many shifts at the same
 * instant: the partner's schedule item is written in each claim's transaction, conditional on the version
 * the claim decided on, so the claims decide one after the other (issue 15, item 1).
 */
// Fifty claims deciding one after the other take a while on a loaded two-core machine.
describe('claims by one partner at the same instant', { timeout: 120_000 }, () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let service: DbService;
  const call = caller(() => handler);

  /** Posts shifts for the given [start, end) instants, alternating clients A and B; answers their ids. */
  async function postShifts(times: { start: number; end: number }[]): Promise<string[]> {
    const ids: string[] = [];
    for (const clientId of [IDS.clientA, IDS.clientB]) {
      const mine = times.filter((_, i) => (i % 2 === 0) === (clientId === IDS.clientA));
      const reply = await call(shiftCreate, {
        claims: claims.admin,
        body: {
          clientId,
          positionId: IDS.nurse,
          shifts: mine.map(({ start, end }) => ({
            startDate: new Date(start).toISOString(),
            endDate: new Date(end).toISOString(),
            deadline: new Date(start - 24 * HOUR).toISOString(),
          })),
          idempotencyKey: `fatigue-${(key += 1)}`,
        },
      });
      expect(reply.status).toBe(200);
      ids.push(...reply.body.results.map((row: { requestId: string }) => row.requestId));
    }
    return ids;
  }

  const claimAll = (shiftIds: string[], partnerId: string) =>
    Promise.all(
      shiftIds.map((shiftId) =>
        call(shiftClaim, { claims: claims.partner(partnerId), path: { shiftId }, body: { partnerId: '' } }),
      ),
    );

  async function heldBy(partnerId: string, shiftIds: string[]) {
    const shifts = await Promise.all(shiftIds.map((shiftId) => repos.shifts.getShift(shiftId)));
    return shifts.filter((shift) => shift?.claimedBy === partnerId && shift.status === 'CLAIMED');
  }

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    service = db.service;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should let only one of 50 overlapping shifts of two organisations be claimed by one partner at once', async () => {
    await addPartner(repos, 'double-tapper');
    const base = Date.parse(nicosiaAt(40, '08:00'));
    const ids = await postShifts(
      Array.from({ length: 50 }, (_, i) => ({
        start: base + i * 10 * MINUTE,
        end: base + 8 * HOUR + i * 10 * MINUTE,
      })),
    );
    const replies = await claimAll(ids, 'double-tapper');
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(
      refused.map((reply) => `${reply.status} ${reply.body.code}`).filter((s) => !s.startsWith('409')),
    ).toEqual([]);
    expect(refused.map((reply) => reply.body.code)).toContain('OVERLAP');
    expect(await heldBy('double-tapper', ids)).toHaveLength(1);
  });

  it('should keep the mandatory rest hours between every two shifts one partner claims at once', async () => {
    await addPartner(repos, 'night-owl');
    const base = Date.parse(nicosiaAt(44, '06:00'));
    // Fifty one-hour shifts two hours apart: none overlaps, but the default 8 rest hours allow few of them.
    const ids = await postShifts(
      Array.from({ length: 50 }, (_, i) => ({ start: base + i * 2 * HOUR, end: base + i * 2 * HOUR + HOUR })),
    );
    const replies = await claimAll(ids, 'night-owl');
    expect(replies.every((reply) => reply.status === 200 || reply.status === 409)).toBe(true);
    const held = (await heldBy('night-owl', ids)).sort((a, b) => a!.startDate.localeCompare(b!.startDate));
    expect(held.length).toBeGreaterThan(0);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(held.length);
    for (let i = 1; i < held.length; i += 1) {
      const gap = Date.parse(held[i]!.startDate) - Date.parse(held[i - 1]!.endDate);
      expect(gap).toBeGreaterThanOrEqual(8 * HOUR);
    }
  });

  it("should free a cancelled claim's time in the partner's schedule for another shift", async () => {
    await addPartner(repos, 'changes-mind');
    const base = Date.parse(nicosiaAt(48, '10:00'));
    const [first, second] = await postShifts([
      { start: base, end: base + 8 * HOUR },
      { start: base + HOUR, end: base + 9 * HOUR },
    ]);
    const who = claims.partner('changes-mind');
    expect((await call(shiftClaim, { claims: who, path: { shiftId: first! }, body: {} })).status).toBe(200);
    expect((await call(shiftClaim, { claims: who, path: { shiftId: second! }, body: {} })).body.code).toBe(
      'OVERLAP',
    );
    const cancelled = await call(shiftCancelClaim, {
      claims: who,
      path: { shiftId: first! },
      body: { cancellationReason: 'Family matter' },
    });
    expect(cancelled.status).toBe(200);
    expect((await repos.shifts.partnerSchedule('changes-mind')).shifts).toEqual([]);
    expect((await call(shiftClaim, { claims: who, path: { shiftId: second! }, body: {} })).status).toBe(200);
  });

  it('should leave data that passes the integrity check (counters, links, fatigue rules)', async () => {
    expect((await checkDataIntegrity(service)).problems).toEqual([]);
  });
});
