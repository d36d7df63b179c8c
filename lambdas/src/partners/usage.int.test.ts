import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { partnerRemove, partnerUsage } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import { contextAt, newPartner, newShift, partnerPrivate } from '@careshift/db/testing/fixtures';
import { startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { administratorClaims, clientClaims } from '../testing/http-event';

const NOW = '2026-03-01T08:00:00.000Z';

describe('what involves a partner, before deleting them (issue 32 item 13)', () => {
  let t: AreaTest;

  beforeAll(async () => {
    t = await startAreaTest(() => import('./handler'));
    const repos = createRepositories(t.db.service);
    for (const partnerId of ['pt-busy', 'pt-free'])
      await repos.partners.createPartner(
        { profile: newPartner({ partnerId, positionIds: ['NURSE'] }), ...partnerPrivate(partnerId) },
        contextAt(NOW),
      );
    await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'held-1',
          positionId: 'NURSE',
          status: 'CLAIMED',
          claimedBy: 'pt-busy',
          startDate: '2031-03-14T05:00:00.000Z',
        }),
      ],
      contextAt(NOW),
    );
  });
  afterAll(() => t.stop());

  it('should say a partner holds a shift still to work and refuse to delete them', async () => {
    const busy = await t.call(partnerUsage, { path: { partnerId: 'pt-busy' }, claims: administratorClaims });
    expect(busy).toEqual({
      status: 200,
      body: { claimedShifts: 1, pendingInvoices: 0, deletion: 'refused' },
    });
    const refused = await t.call(partnerRemove, {
      path: { partnerId: 'pt-busy' },
      claims: administratorClaims,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('holds shifts still to work');
  });

  it('should allow deleting a partner with nothing pending, for administrators only', async () => {
    const free = await t.call(partnerUsage, { path: { partnerId: 'pt-free' }, claims: administratorClaims });
    expect(free.body).toEqual({ claimedShifts: 0, pendingInvoices: 0, deletion: 'allowed' });
    expect(
      (await t.call(partnerUsage, { path: { partnerId: 'pt-free' }, claims: clientClaims })).status,
    ).toBe(403);
    expect(
      (await t.call(partnerUsage, { path: { partnerId: 'nobody' }, claims: administratorClaims })).status,
    ).toBe(404);
  });
});
