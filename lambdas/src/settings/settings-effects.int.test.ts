import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { auditList, settingsUpdateConfigs, shiftClaim, shiftCreate, shiftUpdate } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { addPartner, claims, IDS, ordinaryWeek, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

/** An ordinary week about two months ahead (no holiday): see ordinaryWeek. */
const { TUESDAY, NEXT_TUESDAY, TUESDAY_NIGHT } = ordinaryWeek();

let key = 0;

describe('the system configuration in use: new costs, claims, and shifts already posted', () => {
  let shiftsHandler: HttpHandler;
  let settingsHandler: HttpHandler;
  let repos: Repositories;
  const shifts = caller(() => shiftsHandler);
  const settings = caller(() => settingsHandler);
  const configure = async (change: Record<string, number>) => {
    const { employeeRatePercent: _derived, ...body } = DEFAULT_SYSTEM_SETTINGS;
    const reply = await settings(settingsUpdateConfigs, {
      claims: claims.admin,
      body: { ...body, ...change },
    });
    expect(reply.status).toBe(200);
  };
  const post = async (rows: object[], who: Record<string, string> = claims.clientA) => {
    const reply = await shifts(shiftCreate, {
      claims: who,
      body: { positionId: IDS.nurse, shifts: rows, idempotencyKey: `effects-${(key += 1)}` },
    });
    expect(reply.status).toBe(200);
    return reply.body.results.map((result: { requestId: string }) => result.requestId) as string[];
  };
  const costOf = async (shiftId: string) => (await repos.shifts.getShift(shiftId))?.cost;

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler: shiftsHandler } = await import('../shifts/handler'));
    ({ handler: settingsHandler } = await import('./handler'));
  });
  // Each test starts from the default configuration (one call), whatever the test before it configured.
  beforeEach(() => configure({}));

  it('should price new shifts (single and several) with a changed commission and never reprice posted ones', async () => {
    const [old = ''] = await post([TUESDAY]);
    expect(await costOf(old)).toEqual({ totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 });

    await configure({ companyCommissionRatePercent: 30 });
    const [single = ''] = await post([TUESDAY]);
    const several = await post([TUESDAY, NEXT_TUESDAY]);
    const split = { totalCost: 12000, employeeEarnings: 8400, companyCommission: 3600 };
    for (const shiftId of [single, ...several]) expect(await costOf(shiftId)).toEqual(split);
    expect(await costOf(old)).toEqual({ totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 });
  });

  it("should keep a client's own configuration over the system one after the system commission changes", async () => {
    await configure({ companyCommissionRatePercent: 40 });
    const [own = ''] = await post([TUESDAY], claims.clientB);
    expect(await costOf(own)).toEqual({ totalCost: 12000, employeeEarnings: 9000, companyCommission: 3000 });
    const trail = await settings(auditList, {
      claims: claims.admin,
      path: { subjectType: 'shift', subjectId: own },
    });
    expect(trail.body.items[0]).toMatchObject({
      action: 'shift-create',
      actor: { id: 'user-b', role: 'OWNER', name: 'Eleni Ioannou' },
      from: null,
      to: 'VERIFIED',
    });
  });

  it('should price an edited shift under the configuration in force when it is edited', async () => {
    await configure({ companyCommissionRatePercent: 20 });
    const [shiftId = ''] = await post([TUESDAY]);
    await configure({ companyCommissionRatePercent: 10 });
    expect(await costOf(shiftId)).toEqual({
      totalCost: 12000,
      employeeEarnings: 9600,
      companyCommission: 2400,
    });
    const edited = await shifts(shiftUpdate, {
      claims: claims.admin,
      path: { shiftId },
      body: { positionId: IDS.nurse, ...NEXT_TUESDAY },
    });
    expect(edited.status).toBe(200);
    expect(await costOf(shiftId)).toEqual({
      totalCost: 12000,
      employeeEarnings: 10800,
      companyCommission: 1200,
    });
    const trail = await settings(auditList, {
      claims: claims.admin,
      path: { subjectType: 'shift', subjectId: shiftId },
    });
    expect(trail.body.items.map((entry: { action: string }) => entry.action)).toEqual([
      'shift-update',
      'shift-create',
    ]);
    expect(trail.body.items[0].actor).toEqual({ id: IDS.admin, role: 'SYSTEM_USER', name: 'Ada Admin' });
  });

  it('should price night hours with a changed night window', async () => {
    await configure({ companyCommissionRatePercent: 20, nightShiftStartHour: 12, nightShiftEndHour: 14 });
    const [shiftId = ''] = await post([TUESDAY]);
    // 10:00–18:00 with 12:00–14:00 at the night rate: 6 h × €15 + 2 h × €18 = €126.
    expect((await costOf(shiftId))?.totalCost).toBe(12600);
  });

  it('should refuse claims closer than the configured rest hours and allow them once the rest is shorter', async () => {
    const partnerId = 'partner-rest';
    await addPartner(repos, partnerId);
    const [day = '', night = ''] = await post([TUESDAY, TUESDAY_NIGHT]);
    const claim = (shiftId: string) =>
      shifts(shiftClaim, { claims: claims.partner(partnerId), path: { shiftId }, body: { partnerId: '' } });
    expect((await claim(day)).status).toBe(200);

    await configure({ mandatoryRestHours: 5 });
    const refused = await claim(night);
    expect(refused.status).toBe(409);
    // The refusal names the held shift in the way (issue 32, item 2).
    expect(refused.body.message).toMatch(
      /^Your #\d+ ends \d\d\/\d\d \d\d:\d\d: you need at least 5 hours of rest between two shifts\.$/,
    );

    await configure({ mandatoryRestHours: 4 });
    expect((await claim(night)).status).toBe(200);
  });

  it("should name the partner who claimed a shift in the shift's activity trail", async () => {
    const partnerId = 'partner-trail';
    await addPartner(repos, partnerId, { firstName: 'Sofia' });
    const [shiftId = ''] = await post([NEXT_TUESDAY]);
    const claimed = await shifts(shiftClaim, {
      claims: claims.partner(partnerId),
      path: { shiftId },
      body: { partnerId: '' },
    });
    expect(claimed.status).toBe(200);
    const trail = await settings(auditList, {
      claims: claims.admin,
      path: { subjectType: 'shift', subjectId: shiftId },
    });
    expect(trail.body.items[0].actor).toEqual({
      id: partnerId,
      role: 'EMPLOYEE',
      name: 'Sofia Georgiou partner-trail',
    });
  });
});
