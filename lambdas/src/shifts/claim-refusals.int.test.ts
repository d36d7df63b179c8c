import { beforeAll, describe, expect, it } from 'vitest';

import { openShiftsList, shiftClaim, shiftCreate } from '@careshift/contract';
import type { ShiftRow } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { addPartner, claims, IDS, nicosiaAt, seedShiftFixtures } from './testing/shift-fixtures';

let key = 0;

/**
 * Issue 32, items 1 and 2: a refused claim names the real reason (the licence's day, not "must be
 * Verified") and the held shift in the way ("your #305 ends 04/12 08:00"); Find a shift flags the
 * open shifts the partner's calendar keeps them from, by the same rule, before the tap.
 */
describe('claim refusals that say why', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);

  async function postShift(days: number, from: string, to: string) {
    const reply = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [
          {
            startDate: nicosiaAt(days, from),
            endDate: nicosiaAt(days, to),
            deadline: nicosiaAt(days - 1, '10:00'),
          },
        ],
        idempotencyKey: `claim-refusals-${(key += 1)}`,
      },
    });
    expect(reply.status).toBe(200);
    return { id: reply.body.results[0].requestId as string, ref: reply.body.results[0].refNumber as number };
  }
  const claim = (shiftId: string, partnerId: string) =>
    call(shiftClaim, { claims: claims.partner(partnerId), path: { shiftId }, body: { partnerId: '' } });

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should refuse a partner whose licence expired with its day and what to do, not "must be Verified"', async () => {
    const expiredOn = nicosiaAt(-3, '10:00').slice(0, 10);
    await addPartner(repos, 'partner-expired', {
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
      registrationExpirationDate: expiredOn,
    });
    const shift = await postShift(20, '10:00', '18:00');
    const { status, body } = await claim(shift.id, 'partner-expired');
    const day = expiredOn.split('-').reverse().join('/');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'LICENCE_EXPIRED', params: { date: day } });
    expect(body.message).toBe(
      `Your professional licence expired on ${day}. Upload the renewed licence under Documents; once it is checked you can claim shifts again.`,
    );
  });

  it('should name the held shift that leaves too little rest, and flag the shift on Find a shift', async () => {
    const partnerId = 'partner-tired';
    await addPartner(repos, partnerId);
    const evening = await postShift(22, '14:00', '22:00');
    const early = await postShift(23, '03:00', '09:00');
    const later = await postShift(24, '10:00', '18:00');
    expect((await claim(evening.id, partnerId)).status).toBe(200);

    const listed = await call(openShiftsList, { claims: claims.partner(partnerId) });
    expect(listed.status).toBe(200);
    const rows = listed.body.items as ShiftRow[];
    const endsAt = `${nicosiaAt(22, '22:00').slice(8, 10)}/${nicosiaAt(22, '22:00').slice(5, 7)} 22:00`;
    expect(rows.find((row) => row.id === early.id)?.conflict).toEqual({
      reason: 'REST_HOURS',
      params: { ref: evening.ref, end: endsAt, hours: 8 },
    });
    expect(rows.find((row) => row.id === later.id)?.conflict).toBeUndefined();

    const refused = await claim(early.id, partnerId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'REST_HOURS', params: { ref: evening.ref, end: endsAt } });
    expect(refused.body.message).toBe(
      `Your #${evening.ref} ends ${endsAt}: you need at least 8 hours of rest between two shifts.`,
    );
    expect((await claim(later.id, partnerId)).status).toBe(200);
  });
});
