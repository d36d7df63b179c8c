import { beforeAll, describe, expect, it } from 'vitest';

import {
  auditList,
  invitationAccept,
  invitationDecline,
  myInvitationGet,
  shiftInvitationsList,
  shiftInvitationWithdraw,
  shiftInvite,
} from '@careshift/contract';
import type { Invitation } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import type { MessageNotice } from '../notifications/message-notice';
import { smsSegments } from '../notifications/sms-length';
import { caller } from '../shifts/testing/call';
import { nurseShiftPoster } from '../shifts/testing/post-shift';
import { addPartner, claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

/**
 * An organisation (or an administrator) withdraws a pending invitation: the partner can no longer
 * accept it and is told; an answered invitation cannot be withdrawn; of a withdrawal and an acceptance
 * at once exactly one wins.
 */
describe('withdrawing an invitation', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const posted = nurseShiftPoster(call, 'invitation-withdraw');
  let day = 20;
  /** A fresh open shift of organisation A with the partner invited; each on a day of its own. */
  const invited = async (partnerId: string, lang: 'en' | 'el' = 'en') => {
    await addPartner(repos, partnerId, { lang });
    const shiftId = await posted(IDS.clientA, (day += 1));
    const reply = await call(shiftInvite, {
      claims: claims.clientA,
      path: { shiftId },
      body: { partnerIds: [partnerId] },
    });
    expect(reply.body.sent).toHaveLength(1);
    return shiftId;
  };
  const withdraw = (shiftId: string, partnerId: string, who: Record<string, string> = claims.clientA) =>
    call(shiftInvitationWithdraw, { claims: who, path: { shiftId, partnerId } });
  const accept = (shiftId: string, partnerId: string) =>
    call(invitationAccept, { claims: claims.partner(partnerId), path: { shiftId } });
  const withdrawnNotices = async (shiftId: string) =>
    (
      await repos.notificationIntents.listPendingIntents({
        createdBefore: '2999-01-01T00:00:00Z',
        limit: 1000,
      })
    )
      .filter((intent) => intent.intentId.startsWith(`invitation#${shiftId}#`))
      .filter((intent) => intent.intentId.includes('#withdrawn#'));

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    process.env.APP_URL = 'https://app.careshift.example';
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('../shifts/handler'));
  });

  it('should withdraw a pending invitation, tell the partner, and refuse its acceptance', async () => {
    const shiftId = await invited('wd-one', 'el');
    const reply = await withdraw(shiftId, 'wd-one');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ partnerId: 'wd-one', status: 'WITHDRAWN' });

    const mine = await call(myInvitationGet, { claims: claims.partner('wd-one'), path: { shiftId } });
    expect((mine.body as Invitation).status).toBe('WITHDRAWN');
    const refused = await accept(shiftId, 'wd-one');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'INVITATION_WITHDRAWN',
      message: expect.stringMatching(/withdrawn/u),
    });
    expect((await repos.shifts.getShift(shiftId))?.status).toBe('VERIFIED');
    const declined = await call(invitationDecline, { claims: claims.partner('wd-one'), path: { shiftId } });
    expect(declined.body.code).toBe('INVITATION_WITHDRAWN');

    const [notice] = await withdrawnNotices(shiftId);
    const { deliveries } = notice?.notice as MessageNotice;
    const sms = deliveries.find((d) => d.channel === 'sms')?.text ?? '';
    expect(sms).toContain('ανακάλεσε');
    expect(smsSegments(sms)).toBeLessThanOrEqual(2);
    expect(deliveries.some((d) => d.channel === 'email')).toBe(true);

    const list = await call(shiftInvitationsList, { claims: claims.clientA, path: { shiftId } });
    expect(list.body.items.map((i: Invitation) => i.status)).toEqual(['WITHDRAWN']);
    const trail = await call(auditList, {
      claims: claims.admin,
      path: { subjectType: 'shift', subjectId: shiftId },
    });
    const entries = trail.body.items as { action: string; actor?: { id: string } }[];
    expect(entries.map((e) => e.action)).toContain('invitation-withdraw');

    const again = await withdraw(shiftId, 'wd-one');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVITATION_WITHDRAWN');
  });

  it('should let an administrator withdraw, and the partner be invited again afterwards', async () => {
    const shiftId = await invited('wd-admin');
    expect((await withdraw(shiftId, 'wd-admin', claims.admin)).status).toBe(200);
    const again = await call(shiftInvite, {
      claims: claims.clientA,
      path: { shiftId },
      body: { partnerIds: ['wd-admin'] },
    });
    expect(again.body.sent.map((i: Invitation) => i.status)).toEqual(['SENT']);
    expect((await accept(shiftId, 'wd-admin')).status).toBe(200);
  });

  it('should refuse to withdraw an accepted or declined invitation, saying so', async () => {
    const acceptedShift = await invited('wd-accepted');
    expect((await accept(acceptedShift, 'wd-accepted')).status).toBe(200);
    const late = await withdraw(acceptedShift, 'wd-accepted');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'INVITATION_ACCEPTED_BY_PARTNER',
      message: expect.stringMatching(/already accepted/u),
    });
    expect((await repos.shifts.getShift(acceptedShift))?.claimedBy).toBe('wd-accepted');

    const declinedShift = await invited('wd-declined');
    await call(invitationDecline, {
      claims: claims.partner('wd-declined'),
      path: { shiftId: declinedShift },
    });
    expect((await withdraw(declinedShift, 'wd-declined')).body.code).toBe('INVITATION_DECLINED_BY_PARTNER');
    expect(await withdrawnNotices(acceptedShift)).toEqual([]);
  });

  it('should answer another organisation 404, a partner 403, and a partner not invited 404', async () => {
    const shiftId = await invited('wd-guarded');
    expect((await withdraw(shiftId, 'wd-guarded', claims.clientB)).status).toBe(404);
    expect((await withdraw(shiftId, 'wd-guarded', claims.partner('wd-guarded'))).status).toBe(403);
    expect((await withdraw(shiftId, 'wd-nobody')).status).toBe(404);
    const mine = await call(myInvitationGet, { claims: claims.partner('wd-guarded'), path: { shiftId } });
    expect((mine.body as Invitation).status).toBe('SENT');
  });

  it('should never store a withdrawal over an acceptance read before it (the write is conditional)', async () => {
    const shiftId = await invited('wd-stale');
    const stale = await repos.invitations.getInvitation({ shiftId, partnerId: 'wd-stale' });
    expect((await accept(shiftId, 'wd-stale')).status).toBe(200);
    const context = { actor: { id: 'user-a', role: 'CLIENT' as const }, at: new Date().toISOString() };
    expect(await repos.invitations.closeInvitation(stale!, 'WITHDRAWN', context)).toBe(false);
    expect((await repos.invitations.getInvitation({ shiftId, partnerId: 'wd-stale' }))?.status).toBe(
      'ACCEPTED',
    );
  });

  it('should let exactly one of a withdrawal and an acceptance at once win, and tell the other why', async () => {
    for (let round = 0; round < 4; round += 1) {
      const partnerId = `wd-race-${round}`;
      const shiftId = await invited(partnerId);
      const [withdrawn, accepted] = await Promise.all([
        withdraw(shiftId, partnerId),
        accept(shiftId, partnerId),
      ]);
      expect([withdrawn.status, accepted.status].sort()).toEqual([200, 409]);
      const stored = await repos.invitations.getInvitation({ shiftId, partnerId });
      const shift = await repos.shifts.getShift(shiftId);
      if (withdrawn.status === 200) {
        expect(stored?.status).toBe('WITHDRAWN');
        expect(shift?.status).toBe('VERIFIED');
        expect(accepted.body.code).toBe('INVITATION_WITHDRAWN');
      } else {
        expect(stored?.status).toBe('ACCEPTED');
        expect(shift).toMatchObject({ status: 'CLAIMED', claimedBy: partnerId });
        expect(withdrawn.body.code).toBe('INVITATION_ACCEPTED_BY_PARTNER');
      }
    }
  });
});
