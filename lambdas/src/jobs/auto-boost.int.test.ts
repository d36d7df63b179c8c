import { beforeAll, describe, expect, it } from 'vitest';

import { clientAutoBoostGet, clientAutoBoostUpdate, shiftClaim, shiftCreate } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { boostedRates, calculateShiftCost } from '@careshift/domain';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { addPartner, claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { runAutoBoost } from './auto-boost';

const HOUR = 3_600_000;
let key = 0;

/**
 * Issue 35 item 4: the automatic boost. An organisation sets +X % from N hours before the claim deadline
 * up to a cap; the hourly job boosts its open shifts nobody claimed once per due step, never a claimed
 * one, never another organisation's without a setting, each in the trail as an automatic boost.
 */
describe('the automatic boost job', () => {
  let clients: HttpHandler;
  let repos: Repositories;
  const call = caller(() => clients);
  const logError = () => undefined;

  /** A shift of `clientId` whose claim deadline is `hours` from `now`. */
  async function postedWithDeadlineIn(clientId: string, now: Date, hours: number) {
    const deadline = new Date(Math.ceil((now.getTime() + hours * HOUR) / 600_000) * 600_000);
    const start = new Date(deadline.getTime() + 2 * HOUR);
    const reply = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId,
        positionId: IDS.nurse,
        shifts: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + 8 * HOUR).toISOString(),
            deadline: deadline.toISOString(),
          },
        ],
        idempotencyKey: `auto-boost-${(key += 1)}`,
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.results[0].requestId as string;
  }
  const run = (now: Date) => runAutoBoost({ deps: { ...repos, logError }, now });

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    await addPartner(repos, 'auto-partner');
    ({ handler: clients } = await import('../clients/handler'));
  });

  it('should let the organisation set and read its automatic boost, 0 % turning it off, and refuse another organisation', async () => {
    const path = { clientId: IDS.clientB };
    const set = await call(clientAutoBoostUpdate, {
      claims: claims.clientB,
      path,
      body: { percent: 15, hoursBeforeDeadline: 12, maxBoosts: 2 },
    });
    expect(set.body).toEqual({ autoBoost: { percent: 15, hoursBeforeDeadline: 12, maxBoosts: 2 } });
    expect((await call(clientAutoBoostGet, { claims: claims.admin, path })).body.autoBoost.percent).toBe(15);
    const off = await call(clientAutoBoostUpdate, {
      claims: claims.clientB,
      path,
      body: { percent: 0, hoursBeforeDeadline: 12, maxBoosts: 2 },
    });
    expect(off.body).toEqual({ autoBoost: null });
    expect((await call(clientAutoBoostGet, { claims: claims.clientA, path })).status).toBe(404);
    const bad = await call(clientAutoBoostUpdate, {
      claims: claims.clientB,
      path,
      body: { percent: 51, hoursBeforeDeadline: 0, maxBoosts: 4 },
    });
    expect(bad.status).toBe(400);
  });

  it('should boost only due, unclaimed shifts of an organisation with the setting, once per step up to the cap', async () => {
    const set = await call(clientAutoBoostUpdate, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA },
      body: { percent: 10, hoursBeforeDeadline: 6, maxBoosts: 2 },
    });
    expect(set.status).toBe(200);
    const now = new Date();
    const due = await postedWithDeadlineIn(IDS.clientA, now, 5);
    const later = await postedWithDeadlineIn(IDS.clientA, now, 30);
    const claimed = await postedWithDeadlineIn(IDS.clientA, now, 4);
    const otherOrganisation = await postedWithDeadlineIn(IDS.clientB, now, 5);
    const held = await call(shiftClaim, {
      claims: claims.partner('auto-partner'),
      path: { shiftId: claimed },
      body: { partnerId: '' },
    });
    expect(held.status).toBe(200);
    const before = await repos.shifts.getShift(due);

    const first = await run(now);
    expect(first.boosted).toBe(1);
    const boosted = await repos.shifts.getShift(due);
    expect(boosted).toMatchObject({ boostCount: 1, autoBoostCount: 1 });
    const expected = calculateShiftCost({
      rates: boostedRates(before!.positionRates, { kind: 'PERCENT', value: 10 }),
      config: before!.costConfig!,
      start: before!.startDate,
      end: before!.endDate,
    });
    expect(boosted!.cost).toEqual(expected);
    for (const id of [later, claimed, otherOrganisation])
      expect((await repos.shifts.getShift(id))!.boostCount).toBeUndefined();
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: due });
    expect(trail.items.find((entry) => entry.action === 'shift-boost')).toMatchObject({
      actorRole: 'SCHEDULER',
      details: expect.objectContaining({ automatic: true, kind: 'PERCENT', value: 10 }),
    });

    // The same hour again: nothing more is due. Three hours before the deadline: the second step.
    expect((await run(now)).boosted).toBe(0);
    const deadline = Date.parse(boosted!.deadline);
    const second = await run(new Date(deadline - 2.5 * HOUR));
    expect(second.boosted).toBe(1);
    expect(await repos.shifts.getShift(due)).toMatchObject({ boostCount: 2, autoBoostCount: 2 });
    expect((await run(new Date(deadline - HOUR))).boosted).toBe(0);
  });
});
