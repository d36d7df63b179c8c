import { beforeAll, describe, expect, it } from 'vitest';

import { shiftClaim, shiftWaitlistJoin, shiftWaitlistLeave } from '@careshift/contract';
import type { DbService, Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { WAITLIST_MAX_ENTRIES, WAITLIST_REFUSAL_MESSAGES } from '@careshift/domain';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { nurseShiftPoster } from './testing/post-shift';
import { addPartner, claims, IDS, seedShiftFixtures } from './testing/shift-fixtures';

/**
 * Issue 35 item 3: the waitlist's limit holds under concurrent joins. Each join reads the line first, so
 * partners joining at once all see room; the line's counter (`waitlistLine`, moved in the entry's
 * transaction) lets exactly WAITLIST_MAX_ENTRIES in and answers the rest 409 FULL.
 */
describe('concurrent joins of a shift waitlist', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let service: DbService;
  const call = caller(() => handler);
  const posted = nurseShiftPoster(call, 'waitlist-race');
  const partners = Array.from({ length: WAITLIST_MAX_ENTRIES + 5 }, (_, i) => `wlr-${i}`);

  const join = (shiftId: string, partnerId: string) =>
    call(shiftWaitlistJoin, { claims: claims.partner(partnerId), path: { shiftId } });
  const counted = async (shiftId: string) =>
    (await service.entities.waitlistLine.get({ shiftId }).go({ consistent: true })).data?.waiting;

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    process.env.APP_URL = 'https://app.careshift.example';
    service = db.service;
    repos = await seedShiftFixtures(db.service);
    for (const partnerId of ['wlr-holder', ...partners]) await addPartner(repos, partnerId);
    ({ handler } = await import('./handler'));
  });

  it('should let exactly 20 of 25 concurrent joins in, answer the others 409 FULL, and free a place on leaving', async () => {
    const shiftId = await posted(IDS.clientA, 30);
    const claimed = await call(shiftClaim, {
      claims: claims.partner('wlr-holder'),
      path: { shiftId },
      body: { partnerId: '' },
    });
    expect(claimed.status).toBe(200);

    const replies = await Promise.all(partners.map((partnerId) => join(shiftId, partnerId)));
    const joined = partners.filter((_, i) => replies[i]?.status === 200);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(joined).toHaveLength(WAITLIST_MAX_ENTRIES);
    expect(refused).toHaveLength(5);
    for (const reply of refused) {
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ code: 'FULL', message: WAITLIST_REFUSAL_MESSAGES.FULL });
    }
    const line = await repos.waitlist.listLine(shiftId);
    expect(line.map((entry) => entry.partnerId).sort()).toEqual([...joined].sort());
    expect(await counted(shiftId)).toBe(WAITLIST_MAX_ENTRIES);

    // One leaves: one place is free, for exactly one more partner.
    const leaving = joined[0] as string;
    const left = await call(shiftWaitlistLeave, { claims: claims.partner(leaving), path: { shiftId } });
    expect(left.status).toBe(200);
    expect(await counted(shiftId)).toBe(WAITLIST_MAX_ENTRIES - 1);
    const waiting = partners.filter((partnerId) => !joined.includes(partnerId));
    expect((await join(shiftId, waiting[0] as string)).status).toBe(200);
    const full = await join(shiftId, waiting[1] as string);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('FULL');
    expect(await repos.waitlist.listLine(shiftId)).toHaveLength(WAITLIST_MAX_ENTRIES);
    expect(await counted(shiftId)).toBe(WAITLIST_MAX_ENTRIES);
  });
});
