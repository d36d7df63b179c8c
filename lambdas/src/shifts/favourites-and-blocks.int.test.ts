import { beforeAll, describe, expect, it } from 'vitest';

import {
  auditList,
  favouritesEarlyAccessUpdate,
  openShiftsList,
  partnerBlockAdd,
  partnerBlockRemove,
  partnerFavouriteAdd,
  partnerFavouriteRemove,
  partnerMarksList,
  shiftClaim,
  shiftCreate,
  shiftGet,
} from '@careshift/contract';
import type { ShiftRow } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { addPartner, claims, IDS, nicosiaAt, seedShiftFixtures } from './testing/shift-fixtures';

let key = 0;

/**
 * Issue 35 item 1: an organisation's favourites and blocks. A blocked partner gets none of its shifts
 * in Find a shift, cannot open, claim or be assigned them (each with a clear refusal that never names
 * the reason); favourites' early access keeps a new shift to favourites for the organisation's hours.
 */
describe('favourites and blocks', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);

  async function postShift(clientId: string, days: number, extra: Record<string, unknown> = {}) {
    const reply = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId,
        positionId: IDS.nurse,
        shifts: [
          {
            startDate: nicosiaAt(days, '08:00'),
            endDate: nicosiaAt(days, '16:00'),
            deadline: nicosiaAt(days - 1, '10:00'),
            ...extra,
          },
        ],
        idempotencyKey: `favourites-${(key += 1)}`,
      },
    });
    return reply;
  }
  const posted = async (clientId: string, days: number) => {
    const reply = await postShift(clientId, days);
    expect(reply.status).toBe(200);
    return reply.body.results[0].requestId as string;
  };
  const found = async (partnerId: string) => {
    const reply = await call(openShiftsList, { claims: claims.partner(partnerId) });
    expect(reply.status).toBe(200);
    return (reply.body.items as ShiftRow[]).map((row) => row.id);
  };
  const claim = (shiftId: string, partnerId: string) =>
    call(shiftClaim, { claims: claims.partner(partnerId), path: { shiftId }, body: { partnerId: '' } });
  const block = (partnerId: string, reason = 'Left the ward unattended') =>
    call(partnerBlockAdd, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA, partnerId },
      body: { reason },
    });

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it("should keep a blocked partner from the organisation's shifts on every path, and give them back on unblock", async () => {
    const partnerId = 'partner-blocked';
    await addPartner(repos, partnerId);
    const ofA = await posted(IDS.clientA, 30);
    const ofB = await posted(IDS.clientB, 31);
    expect(await found(partnerId)).toEqual(expect.arrayContaining([ofA, ofB]));

    const blocked = await block(partnerId);
    expect(blocked.status).toBe(200);
    expect(blocked.body.blocks).toEqual([
      expect.objectContaining({
        partnerId,
        reason: 'Left the ward unattended',
        createdByName: 'Eleni Ioannou',
      }),
    ]);

    const listed = await found(partnerId);
    expect(listed).toContain(ofB);
    expect(listed).not.toContain(ofA);

    const refused = await claim(ofA, partnerId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'BLOCKED_BY_CLIENT',
      message: "This organisation's shifts are not offered to you.",
    });
    expect(JSON.stringify(refused.body)).not.toContain('ward');

    const opened = await call(shiftGet, { claims: claims.partner(partnerId), path: { shiftId: ofA } });
    expect(opened.status).toBe(404);

    const assigned = await call(shiftClaim, {
      claims: claims.admin,
      path: { shiftId: ofA },
      body: { partnerId },
    });
    expect(assigned.status).toBe(403);
    expect(assigned.body.code).toBe('BLOCKED_BY_CLIENT');

    const createdFor = await postShift(IDS.clientA, 32, { claimedBy: partnerId });
    expect(createdFor.status).toBe(403);
    expect(createdFor.body.code).toBe('BLOCKED_BY_CLIENT');

    const unblocked = await call(partnerBlockRemove, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA, partnerId },
    });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.blocks).toEqual([]);
    expect(await found(partnerId)).toContain(ofA);
    expect((await claim(ofA, partnerId)).status).toBe(200);
  });

  it('should end a favourite with a block, refuse to favourite a blocked partner, and write both trails', async () => {
    const partnerId = 'partner-favourite-then-blocked';
    await addPartner(repos, partnerId);
    const path = { clientId: IDS.clientA, partnerId };
    const favourite = await call(partnerFavouriteAdd, { claims: claims.clientA, path });
    expect(favourite.status).toBe(200);
    expect(favourite.body.favourites.map((mark: { partnerId: string }) => mark.partnerId)).toContain(
      partnerId,
    );

    const blocked = await block(partnerId, 'Late three times');
    const ids = (marks: { partnerId: string }[]) => marks.map((mark) => mark.partnerId);
    expect(ids(blocked.body.favourites)).not.toContain(partnerId);
    expect(ids(blocked.body.blocks)).toContain(partnerId);

    const again = await call(partnerFavouriteAdd, { claims: claims.clientA, path });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PARTNER_BLOCKED');

    const notFavourite = await call(partnerFavouriteRemove, { claims: claims.clientA, path });
    expect(notFavourite.status).toBe(404);

    for (const subject of [
      { subjectType: 'client', subjectId: IDS.clientA },
      { subjectType: 'partner', subjectId: partnerId },
    ]) {
      const trail = await call(auditList, { claims: claims.admin, path: subject });
      const actions = (trail.body.items as { action: string }[]).map((entry) => entry.action);
      expect(actions).toEqual(
        expect.arrayContaining(['partner-favourite-add', 'partner-block-add', 'partner-favourite-remove']),
      );
    }
  });

  it("should hide another organisation's list, refuse partners, and refuse a block without a reason", async () => {
    const other = await call(partnerMarksList, { claims: claims.clientB, path: { clientId: IDS.clientA } });
    expect(other.status).toBe(404);
    const partner = await call(partnerMarksList, {
      claims: claims.partner(IDS.partners[0]),
      path: { clientId: IDS.clientA },
    });
    expect(partner.status).toBe(403);
    const empty = await block(IDS.partners[0], '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors?.reason).toBe('Value is required');
    const unknown = await block('partner-nobody');
    expect(unknown.status).toBe(404);
  });

  it("should offer a new shift only to the organisation's favourites during its early access", async () => {
    const favourite = 'partner-early-favourite';
    const other = 'partner-early-other';
    await Promise.all([addPartner(repos, favourite), addPartner(repos, other)]);
    const setting = await call(favouritesEarlyAccessUpdate, {
      claims: claims.clientB,
      path: { clientId: IDS.clientB },
      body: { hours: 2 },
    });
    expect(setting.status).toBe(200);
    expect(setting.body.favouritesEarlyAccessHours).toBe(2);
    const bad = await call(favouritesEarlyAccessUpdate, {
      claims: claims.clientB,
      path: { clientId: IDS.clientB },
      body: { hours: 73 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.hours).toBe('Must be a whole number from 0 to 72.');
    await call(partnerFavouriteAdd, {
      claims: claims.clientB,
      path: { clientId: IDS.clientB, partnerId: favourite },
    });

    const early = await posted(IDS.clientB, 40);
    expect(await found(favourite)).toContain(early);
    expect(await found(other)).not.toContain(early);
    const refused = await claim(early, other);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('FAVOURITES_FIRST');

    await call(favouritesEarlyAccessUpdate, {
      claims: claims.clientB,
      path: { clientId: IDS.clientB },
      body: { hours: 0 },
    });
    const open = await posted(IDS.clientB, 41);
    expect(await found(other)).toContain(open);
    expect(await found(other)).not.toContain(early);
    expect((await claim(early, favourite)).status).toBe(200);
  });
});
