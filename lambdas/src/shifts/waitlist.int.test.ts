import { beforeAll, describe, expect, it } from 'vitest';

import {
  auditList,
  invitationAccept,
  myInvitationGet,
  partnerBlockAdd,
  shiftCancel,
  shiftCancelClaim,
  shiftClaim,
  shiftWaitlistGet,
  shiftWaitlistJoin,
  shiftWaitlistLeave,
} from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { nurseShiftPoster } from './testing/post-shift';
import { addPartner, claims, IDS, seedShiftFixtures } from './testing/shift-fixtures';

/**
 * Issue 35 item 3: the waitlist of a claimed shift. A partner who could claim it were it open joins,
 * sees its place and leaves; a cancelled claim invites the line in order through the invitation flow
 * (source WAITLIST), the first to accept claims it; a cancelled shift's line is removed.
 */
describe('the waitlist of a claimed shift', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);

  const posted = nurseShiftPoster(call, 'waitlist');
  const claim = (shiftId: string, partnerId: string) =>
    call(shiftClaim, { claims: claims.partner(partnerId), path: { shiftId }, body: { partnerId: '' } });
  const join = (shiftId: string, partnerId: string) =>
    call(shiftWaitlistJoin, { claims: claims.partner(partnerId), path: { shiftId } });
  const waitlistOf = (shiftId: string, who: Record<string, string>) =>
    call(shiftWaitlistGet, { claims: who, path: { shiftId } });
  const trail = async (shiftId: string) => {
    const reply = await call(auditList, {
      claims: claims.admin,
      path: { subjectType: 'shift', subjectId: shiftId },
    });
    return reply.body.items as { action: string; details?: Record<string, unknown> }[];
  };

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    process.env.APP_URL = 'https://app.careshift.example';
    repos = await seedShiftFixtures(db.service);
    for (const id of ['wl-holder', 'wl-first', 'wl-second', 'wl-busy', 'wl-blocked', 'wl-other'])
      await addPartner(repos, id);
    await addPartner(repos, 'wl-carer', { positionIds: [IDS.carer] });
    ({ handler } = await import('./handler'));
  });

  it('should let partners who could claim it join in order, see their place and leave, and refuse the rest', async () => {
    const shiftId = await posted(IDS.clientA, 30);
    expect((await join(shiftId, 'wl-first')).body.code).toBe('NOT_CLAIMED');
    expect((await claim(shiftId, 'wl-holder')).status).toBe(200);

    const first = await join(shiftId, 'wl-first');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ shiftId, count: 1, open: true, place: 1 });
    expect(first.body.shift).toMatchObject({ id: shiftId, claimedByOther: true });
    expect(first.body.shift.claimedBy).toBeUndefined();
    expect((await join(shiftId, 'wl-second')).body).toMatchObject({ count: 2, place: 2 });
    expect((await join(shiftId, 'wl-second')).body.code).toBe('ALREADY_WAITING');
    expect((await join(shiftId, 'wl-holder')).body.code).toBe('OWN_SHIFT');

    // Someone who holds an overlapping shift could not claim it: refused with the claim's reason.
    const other = await posted(IDS.clientB, 30, '12:00', '20:00');
    expect((await claim(other, 'wl-busy')).status).toBe(200);
    const busy = await join(shiftId, 'wl-busy');
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('OVERLAP');
    expect((await waitlistOf(shiftId, claims.partner('wl-busy'))).body).toMatchObject({
      place: null,
      refusal: 'OVERLAP',
    });

    // A partner without the position, or blocked by the organisation, does not see the waitlist at all.
    expect((await waitlistOf(shiftId, claims.partner('wl-carer'))).status).toBe(404);
    await call(partnerBlockAdd, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA, partnerId: 'wl-blocked' },
      body: { reason: 'Late' },
    });
    expect((await join(shiftId, 'wl-blocked')).status).toBe(404);

    // The organisation sees how many wait, administrators also who; another organisation nothing.
    expect((await waitlistOf(shiftId, claims.clientA)).body).toEqual({ shiftId, count: 2, open: true });
    const admin = await waitlistOf(shiftId, claims.admin);
    expect(admin.body.line.map((p: { partnerId: string }) => p.partnerId)).toEqual(['wl-first', 'wl-second']);
    expect((await waitlistOf(shiftId, claims.clientB)).status).toBe(404);

    const left = await call(shiftWaitlistLeave, { claims: claims.partner('wl-first'), path: { shiftId } });
    expect(left.body).toMatchObject({ count: 1, place: null });
    expect((await waitlistOf(shiftId, claims.partner('wl-second'))).body.place).toBe(1);
    const again = await call(shiftWaitlistLeave, { claims: claims.partner('wl-first'), path: { shiftId } });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_WAITING');

    const actions = (await trail(shiftId)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['waitlist-join', 'waitlist-leave']));
  });

  it('should invite the line in order when the claim is cancelled, and give the shift to the first who accepts', async () => {
    const shiftId = await posted(IDS.clientA, 33);
    expect((await claim(shiftId, 'wl-holder')).status).toBe(200);
    expect((await join(shiftId, 'wl-second')).status).toBe(200);
    expect((await join(shiftId, 'wl-first')).status).toBe(200);

    const cancelled = await call(shiftCancelClaim, {
      claims: claims.partner('wl-holder'),
      path: { shiftId },
      body: { cancellationReason: 'Family matter' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('VERIFIED');

    const entries = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId });
    const offered = entries.items.find((entry) => entry.action === 'waitlist-offer');
    expect(offered?.details).toMatchObject({ partnerIds: ['wl-second', 'wl-first'], skipped: 0 });
    const invitation = await call(myInvitationGet, { claims: claims.partner('wl-first'), path: { shiftId } });
    expect(invitation.status).toBe(200);
    expect(invitation.body).toMatchObject({ source: 'WAITLIST' });

    const accepted = await call(invitationAccept, { claims: claims.partner('wl-first'), path: { shiftId } });
    expect(accepted.status).toBe(200);
    // The one who got it is no longer in line; the other still waits, first now.
    const view = await waitlistOf(shiftId, claims.partner('wl-second'));
    expect(view.body).toMatchObject({ count: 1, place: 1 });
    expect((await waitlistOf(shiftId, claims.partner('wl-first'))).body).toMatchObject({
      place: null,
      refusal: 'OWN_SHIFT',
    });
  });

  it('should remove the line of a cancelled shift, each removal in the trail', async () => {
    const shiftId = await posted(IDS.clientA, 36);
    expect((await claim(shiftId, 'wl-holder')).status).toBe(200);
    expect((await join(shiftId, 'wl-other')).status).toBe(200);
    const cancelled = await call(shiftCancel, {
      claims: claims.clientA,
      path: { shiftId },
      body: { cancellationReason: 'Ward closed' },
    });
    expect(cancelled.status).toBe(200);
    expect(await repos.waitlist.listLine(shiftId)).toEqual([]);
    expect((await trail(shiftId)).map((entry) => entry.action)).toContain('waitlist-remove');
    expect((await waitlistOf(shiftId, claims.clientA)).body).toEqual({ shiftId, count: 0, open: false });
  });
});
