import { beforeAll, describe, expect, it } from 'vitest';

import {
  assignablePartnersSearch,
  auditList,
  invitationAccept,
  invitationDecline,
  myInvitationGet,
  myInvitationsList,
  partnerBlockAdd,
  partnerFavouriteAdd,
  shiftCancel,
  shiftCandidatesList,
  shiftClaim,
  shiftInvitationsList,
  shiftInvite,
} from '@careshift/contract';
import type { Candidate, Invitation } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import type { MessageNotice } from '../notifications/message-notice';
import { smsSegments } from '../notifications/sms-length';
import { caller } from '../shifts/testing/call';
import { nurseShiftPoster } from '../shifts/testing/post-shift';
import { addPartner, claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

/**
 * Issue 35 item 2: ranked invitations. The organisation lists who may claim its open shift (never a
 * blocked partner nor one who would break the fatigue rules), invites some; each is told by SMS and
 * e-mail through the outbox; the first to accept claims it through request-claim's race, the others are
 * told it is taken.
 */
describe('ranked invitations', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);

  const posted = nurseShiftPoster(call, 'invitations');
  const candidates = async (shiftId: string, who: Record<string, string> = claims.clientA) => {
    const reply = await call(shiftCandidatesList, { claims: who, path: { shiftId } });
    expect(reply.status).toBe(200);
    return reply.body.items as Candidate[];
  };
  const invite = (shiftId: string, partnerIds: string[], who: Record<string, string> = claims.clientA) =>
    call(shiftInvite, { claims: who, path: { shiftId }, body: { partnerIds } });
  const accept = (shiftId: string, partnerId: string) =>
    call(invitationAccept, { claims: claims.partner(partnerId), path: { shiftId } });
  const mine = async (shiftId: string, partnerId: string) => {
    const reply = await call(myInvitationGet, { claims: claims.partner(partnerId), path: { shiftId } });
    expect(reply.status).toBe(200);
    return reply.body as Invitation;
  };
  const messagesOf = async (shiftId: string) => {
    const intents = await repos.notificationIntents.listPendingIntents({
      createdBefore: '2999-01-01T00:00:00Z',
      limit: 1000,
    });
    return intents.filter((intent) => intent.intentId.startsWith(`invitation#${shiftId}#`));
  };

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    process.env.APP_URL = 'https://app.careshift.example';
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('../shifts/handler'));
  });

  it('should rank who may claim the shift, favourites first, and never list the blocked or the tired', async () => {
    const [fav, plain, blocked, tired] = ['inv-fav', 'inv-plain', 'inv-blocked', 'inv-tired'];
    for (const id of [fav, plain, blocked, tired]) await addPartner(repos, id);
    const shiftId = await posted(IDS.clientA, 20);
    // The tired partner holds a shift ending 4 hours before this one starts (rest hours are 8 or more).
    const night = await posted(IDS.clientB, 20, '00:00', '04:00');
    const held = await call(shiftClaim, {
      claims: claims.partner(tired),
      path: { shiftId: night },
      body: { partnerId: '' },
    });
    expect(held.status).toBe(200);
    await call(partnerFavouriteAdd, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA, partnerId: fav },
    });
    await call(partnerBlockAdd, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA, partnerId: blocked },
      body: { reason: 'Late every time' },
    });

    const listed = await candidates(shiftId);
    const ids = listed.map((c) => c.partnerId);
    expect(ids).toContain(fav);
    expect(ids).toContain(plain);
    expect(ids).not.toContain(blocked);
    expect(ids).not.toContain(tired);
    expect(ids.indexOf(fav)).toBeLessThan(ids.indexOf(plain));
    expect(listed.find((c) => c.partnerId === fav)).toMatchObject({
      favourite: true,
      noShows: 0,
      rating: null,
    });
    expect(await candidates(shiftId, claims.admin)).toEqual(listed);

    const search = await call(assignablePartnersSearch, {
      claims: claims.admin,
      query: { query: 'Maria', positionId: IDS.nurse, shiftId },
    });
    const found = (search.body.items as { id: string }[]).map((p) => p.id);
    expect(found).not.toContain(blocked);
    expect(found).toContain(fav);

    const skipped = await invite(shiftId, [blocked, tired]);
    expect(skipped.status).toBe(200);
    expect(skipped.body.sent).toEqual([]);
    expect(skipped.body.skipped).toEqual([
      { partnerId: blocked, reason: 'BLOCKED_BY_CLIENT' },
      { partnerId: tired, reason: 'REST_HOURS' },
    ]);
  });

  it('should list the best of the ranking, say more may take it, and still invite a partner below', async () => {
    const [top, below] = ['inv-0-top', 'inv-0-below'];
    for (const id of [top, below]) await addPartner(repos, id);
    const shiftId = await posted(IDS.clientA, 23);
    await call(partnerFavouriteAdd, {
      claims: claims.clientA,
      path: { clientId: IDS.clientA, partnerId: top },
    });
    const reply = await call(shiftCandidatesList, { claims: claims.clientA, path: { shiftId } });
    expect(reply.body).toMatchObject({ limit: 50, more: false });
    expect(reply.body.items[0].partnerId).toBe(top);

    const { invitationDeps } = await import('./invitation-deps');
    const { loadShortlist } = await import('./candidate-ranking');
    const deps = invitationDeps();
    const shift = await repos.shifts.getShift(shiftId);
    if (!shift) throw new Error('The shift was not written');
    const shortlist = await loadShortlist(deps, shift, deps.clock.now(), { limit: 1, chunkSize: 2 });
    expect(shortlist.candidates.map((c) => c.partnerId)).toEqual([top]);
    expect(shortlist.more).toBe(true);
    expect(shortlist.detailed).toBeLessThan(shortlist.examined);
    expect(shortlist.candidates[0]?.score.total).toBe(reply.body.items[0].score);

    const sent = await invite(shiftId, [below]);
    expect(sent.body.sent.map((i: Invitation) => i.partnerId)).toEqual([below]);
  });

  it("should answer another organisation's shift as not found, and refuse partners", async () => {
    const shiftId = await posted(IDS.clientA, 21);
    expect((await call(shiftCandidatesList, { claims: claims.clientB, path: { shiftId } })).status).toBe(404);
    expect((await invite(shiftId, ['partner-1'], claims.clientB)).status).toBe(404);
    expect((await call(shiftInvitationsList, { claims: claims.clientB, path: { shiftId } })).status).toBe(
      404,
    );
    expect(
      (await call(shiftCandidatesList, { claims: claims.partner('partner-1'), path: { shiftId } })).status,
    ).toBe(403);
  });

  it('should invite three, let the first to accept claim it and tell the others it is taken', async () => {
    const partners = ['inv-a', 'inv-b', 'inv-c'];
    await addPartner(repos, 'inv-a', { lang: 'el' });
    await addPartner(repos, 'inv-b');
    await addPartner(repos, 'inv-c', { lang: 'el' });
    const shiftId = await posted(IDS.clientA, 22);

    const sent = await invite(shiftId, partners);
    expect(sent.status).toBe(200);
    expect(sent.body.sent.map((i: Invitation) => i.partnerId)).toEqual(partners);
    expect(sent.body.sent[0]).toMatchObject({ status: 'SENT', source: 'RANKED' });
    const shiftAfter = await repos.shifts.getShift(shiftId);
    expect(shiftAfter?.firstInvitedAt).toBeDefined();
    const again = await invite(shiftId, ['inv-a']);
    expect(again.body.skipped).toEqual([{ partnerId: 'inv-a', reason: 'ALREADY_INVITED' }]);
    expect((await repos.shifts.getShift(shiftId))?.firstInvitedAt).toBe(shiftAfter?.firstInvitedAt);

    const invited = await messagesOf(shiftId);
    expect(invited).toHaveLength(3);
    for (const intent of invited) {
      const { deliveries } = intent.notice as MessageNotice;
      const sms = deliveries.find((d) => d.channel === 'sms');
      expect(sms?.text).toContain('https://app.careshift.example/i/');
      expect(smsSegments(sms?.text ?? '')).toBeLessThanOrEqual(2);
      expect(deliveries.some((d) => d.channel === 'email')).toBe(true);
    }
    const greek = invited.find((i) => i.intentId.includes('#inv-a#'))?.notice as MessageNotice;
    expect(greek.deliveries.find((d) => d.channel === 'sms')?.text).toContain('πρόσκληση');

    const listed = await call(myInvitationsList, { claims: claims.partner('inv-b') });
    expect(listed.body.items.map((i: Invitation) => i.shiftId)).toContain(shiftId);

    const accepted = await accept(shiftId, 'inv-b');
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('ACCEPTED');
    const claimed = await repos.shifts.getShift(shiftId);
    expect(claimed).toMatchObject({ status: 'CLAIMED', claimedBy: 'inv-b', claimedVia: 'INVITATION' });

    expect((await mine(shiftId, 'inv-a')).status).toBe('TAKEN');
    expect((await mine(shiftId, 'inv-c')).status).toBe('TAKEN');
    const late = await accept(shiftId, 'inv-a');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('INVITATION_TAKEN');
    const taken = (await messagesOf(shiftId)).filter((i) => i.intentId.includes('#taken#'));
    expect(taken.map((i) => i.intentId.split('#')[2]).sort()).toEqual(['inv-a', 'inv-c']);

    const list = await call(shiftInvitationsList, { claims: claims.clientA, path: { shiftId } });
    expect(Object.fromEntries(list.body.items.map((i: Invitation) => [i.partnerId, i.status]))).toEqual({
      'inv-a': 'TAKEN',
      'inv-b': 'ACCEPTED',
      'inv-c': 'TAKEN',
    });
    const trail = await call(auditList, {
      claims: claims.admin,
      path: { subjectType: 'partner', subjectId: 'inv-b' },
    });
    const actions = (trail.body.items as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['invitation-send', 'invitation-accept']));
  });

  it('should give one claim of 20 concurrent acceptances of one invitation, and a clear 409 to the rest', async () => {
    await addPartner(repos, 'inv-race');
    const shiftId = await posted(IDS.clientA, 23);
    expect((await invite(shiftId, ['inv-race'])).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 20 }, () => accept(shiftId, 'inv-race')));
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    const lost = replies.filter((r) => r.status !== 200);
    expect(lost).toHaveLength(19);
    for (const reply of lost) {
      expect(reply.status).toBe(409);
      expect(['INVITATION_ACCEPTED', 'INVITATION_ANSWERED', 'SHIFT_ALREADY_CLAIMED', 'NOT_OPEN']).toContain(
        reply.body.code,
      );
    }
    expect(await repos.shifts.getShift(shiftId)).toMatchObject({
      claimedBy: 'inv-race',
      claimedVia: 'INVITATION',
    });
  });

  it("should read a cancelled shift's invitation as withdrawn, and one claimed from Find a shift as taken", async () => {
    for (const id of ['inv-w', 'inv-t', 'inv-finder']) await addPartner(repos, id);
    const cancelled = await posted(IDS.clientA, 25);
    const claimedElsewhere = await posted(IDS.clientA, 26);
    expect((await invite(cancelled, ['inv-w'])).status).toBe(200);
    expect((await invite(claimedElsewhere, ['inv-t'])).status).toBe(200);
    const cancel = await call(shiftCancel, {
      claims: claims.admin,
      path: { shiftId: cancelled },
      body: { cancellationReason: 'No longer needed' },
    });
    expect(cancel.status).toBe(200);
    const found = await call(shiftClaim, {
      claims: claims.partner('inv-finder'),
      path: { shiftId: claimedElsewhere },
      body: { partnerId: '' },
    });
    expect(found.status).toBe(200);
    expect((await mine(cancelled, 'inv-w')).status).toBe('WITHDRAWN');
    const list = await call(myInvitationsList, { claims: claims.partner('inv-t') });
    expect(list.body.items.find((i: Invitation) => i.shiftId === claimedElsewhere)?.status).toBe('TAKEN');
    const late = await accept(claimedElsewhere, 'inv-t');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('INVITATION_TAKEN');
  });

  it('should let a partner decline, and refuse an expired invitation', async () => {
    await addPartner(repos, 'inv-no');
    await addPartner(repos, 'inv-old');
    const shiftId = await posted(IDS.clientA, 24);
    expect((await invite(shiftId, ['inv-no', 'inv-old'])).status).toBe(200);
    const declined = await call(invitationDecline, { claims: claims.partner('inv-no'), path: { shiftId } });
    expect(declined.body.status).toBe('DECLINED');
    expect((await accept(shiftId, 'inv-no')).body.code).toBe('INVITATION_DECLINED');

    const old = await repos.invitations.getInvitation({ shiftId, partnerId: 'inv-old' });
    await repos.invitations.closeInvitation(old!, 'EXPIRED', {
      actor: { id: 'scheduler', role: 'SCHEDULER' },
      at: new Date().toISOString(),
    });
    const expired = await accept(shiftId, 'inv-old');
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('INVITATION_EXPIRED');
    expect((await repos.shifts.getShift(shiftId))?.status).toBe('VERIFIED');
    expect(
      (await call(myInvitationGet, { claims: claims.partner('inv-none'), path: { shiftId } })).status,
    ).toBe(404);
  });
});
