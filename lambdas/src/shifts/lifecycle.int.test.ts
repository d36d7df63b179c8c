import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  shiftCancel,
  shiftCancelClaim,
  shiftClaim,
  shiftCreate,
  shiftGet,
  shiftNoShow,
  shiftVerify,
} from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import type { HttpHandler } from '../http/types';
import { runShiftSweep } from '../jobs/shift-sweep';
import { startOutboxPoller } from '../notifications/outbox-poller';
import type { OutboxPoller } from '../notifications/outbox-poller';
import { outboxPollerDeps } from '../notifications/outbox-sender-deps';

import { caller } from './testing/call';
import { addPartner, claims, IDS, nicosiaAt, phoneOf, seedShiftFixtures } from './testing/shift-fixtures';

const HOUR = 3_600_000;
let key = 0;

describe('shift lifecycle: claim, assign, cancel, cancel claim, no-show, verify', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  // The notices leave through the outbox sender, as in the local stack: the same code polling the table.
  let sender: OutboxPoller;
  const call = caller(() => handler);
  const outbox = () => createOutboxClient(process.env.SNS_ENDPOINT as string);

  /** A shift of client A `days` ahead (10:00–18:00 Nicosia), claim deadline a day before unless given. */
  async function postShift(days: number, options: { deadline?: string; claimedBy?: string } = {}) {
    const shift = {
      startDate: nicosiaAt(days, '10:00'),
      endDate: nicosiaAt(days, '18:00'),
      deadline: options.deadline ?? nicosiaAt(days - 1, '10:00'),
      ...(options.claimedBy ? { claimedBy: options.claimedBy } : {}),
    };
    const reply = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [shift],
        idempotencyKey: `lifecycle-${(key += 1)}`,
      },
    });
    expect(reply.status).toBe(200);
    return reply.body.results[0].requestId as string;
  }
  const claim = (shiftId: string, who: Record<string, string>, partnerId = '') =>
    call(shiftClaim, { claims: who, path: { shiftId }, body: { partnerId } });

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
    sender = startOutboxPoller(outboxPollerDeps());
  });

  afterAll(() => sender.stop());

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should let a verified partner of the position claim a VERIFIED shift and tell the client and administrators', async () => {
    const since = new Date();
    const shiftId = await postShift(10);
    const { status, body } = await claim(shiftId, claims.partner('partner-1'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'CLAIMED',
      claimedBy: 'partner-1',
      actions: ['cancelClaim', 'paymentNote'],
    });
    expect(body.cancelClaimPenalty).toBeNull();
    const clientMail = await outbox().waitFor('user-a@example.com', { channel: 'email', since });
    expect(clientMail.subject).toMatch(/^Shift #\d+ claimed$/);
    const adminMail = await outbox().waitFor('admin-updates@example.com', { channel: 'email', since });
    expect(adminMail.subject).toMatch(/Verified → Claimed/);
  });

  it('should refuse claims from clients (403), the unverified (403), partners without the position (403) and on taken shifts (409)', async () => {
    const shiftId = await postShift(11);
    expect((await claim(shiftId, claims.clientA)).status).toBe(403);
    const pending = await claim(shiftId, claims.partner(IDS.pendingPartner));
    expect(pending).toMatchObject({ status: 403, body: { code: 'PENDING_REVIEW' } });
    expect(pending.body.message).toMatch(/^Your profile has not been verified yet\./);
    expect((await claim(shiftId, claims.partner(IDS.carerPartner))).body.code).toBe('POSITION_NOT_HELD');
    expect((await claim(shiftId, claims.partner('partner-1'))).status).toBe(200);
    const taken = await claim(shiftId, claims.partner('partner-2'));
    expect(taken).toMatchObject({ status: 409, body: { message: 'This shift has already been claimed.' } });
  });

  it('should refuse a claim that overlaps a shift the partner holds', async () => {
    const first = await postShift(12);
    expect((await claim(first, claims.partner('partner-2'))).status).toBe(200);
    const second = await postShift(12);
    const { status, body } = await claim(second, claims.partner('partner-2'));
    expect(status).toBe(409);
    expect(body.code).toBe('OVERLAP');
  });

  it('should let an administrator assign a named partner, who gets an SMS in their language', async () => {
    const since = new Date();
    const shiftId = await postShift(14);
    const missing = await claim(shiftId, claims.admin);
    expect(missing).toMatchObject({
      status: 400,
      body: { fieldErrors: { partnerId: 'Value is required' } },
    });
    const { status, body } = await claim(shiftId, claims.admin, 'partner-2');
    expect(status).toBe(200);
    expect(body.partner).toMatchObject({ id: 'partner-2', phoneNumber: phoneOf('partner-2') });
    const sms = await outbox().waitFor(phoneOf('partner-2'), { channel: 'sms', since });
    expect(sms.body).toContain('σας ανατέθηκε');
  });

  it('should reopen a shift when its partner cancels the claim before the deadline, without a penalty', async () => {
    // A partner of its own: the penalty list below is all of this partner's penalties.
    const partnerId = 'partner-reopen';
    await addPartner(repos, partnerId);
    const shiftId = await postShift(16);
    await claim(shiftId, claims.partner(partnerId));
    const reason = { cancellationReason: 'Family matter' };
    expect(
      (
        await call(shiftCancelClaim, {
          claims: claims.partner('partner-2'),
          path: { shiftId },
          body: reason,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(shiftCancelClaim, { claims: claims.clientA, path: { shiftId }, body: reason })).status,
    ).toBe(403);
    const blank = await call(shiftCancelClaim, {
      claims: claims.partner(partnerId),
      path: { shiftId },
      body: { cancellationReason: ' ' },
    });
    expect(blank).toMatchObject({
      status: 400,
      body: { fieldErrors: { cancellationReason: 'Value is required' } },
    });
    const { status, body } = await call(shiftCancelClaim, {
      claims: claims.partner(partnerId),
      path: { shiftId },
      body: reason,
    });
    expect(status).toBe(200);
    expect(body.status).toBe('VERIFIED');
    expect(body.claimedBy).toBeUndefined();
    expect(await repos.invoices.listPartnerPenalties({ partnerId })).toHaveLength(0);
  });

  it('should abandon the shift and charge the commission when a claim is cancelled after the claim deadline', async () => {
    const partnerId = 'partner-late';
    await addPartner(repos, partnerId);
    const shiftId = await postShift(20, { deadline: nicosiaAt(18, '10:00') });
    await claim(shiftId, claims.partner(partnerId));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(nicosiaAt(19, '10:00')));
    const commission = (await repos.shifts.getShift(shiftId))?.cost.companyCommission;
    expect(commission).toBeGreaterThan(0);
    const view = await call(shiftGet, { claims: claims.partner(partnerId), path: { shiftId } });
    expect(view.body.cancelClaimPenalty).toBe(commission);
    const { status, body } = await call(shiftCancelClaim, {
      claims: claims.admin,
      path: { shiftId },
      body: { cancellationReason: 'Partner unreachable' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ABANDONED', claimedBy: partnerId });
    const penalties = await repos.invoices.listPartnerPenalties({ partnerId });
    expect(penalties.map((penalty) => [penalty.shiftId, penalty.amount])).toEqual([[shiftId, commission]]);
  });

  it('should let the client cancel its own shift with a reason, refuse partners, and answer other clients 404', async () => {
    const shiftId = await postShift(22);
    const body = { cancellationReason: 'No longer needed' };
    // Another organisation's shift answers as if it did not exist.
    expect((await call(shiftCancel, { claims: claims.clientB, path: { shiftId }, body })).status).toBe(404);
    expect(
      (await call(shiftCancel, { claims: claims.partner('partner-1'), path: { shiftId }, body })).status,
    ).toBe(403);
    const done = await call(shiftCancel, { claims: claims.clientA, path: { shiftId }, body });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'CANCELED',
      cancellationReason: 'No longer needed',
      actions: [],
    });
    expect((await call(shiftCancel, { claims: claims.admin, path: { shiftId }, body })).status).toBe(409);
  });

  it('should tell the partner when a claimed shift is cancelled', async () => {
    const since = new Date();
    const shiftId = await postShift(24);
    await claim(shiftId, claims.partner('partner-1'));
    await call(shiftCancel, {
      claims: claims.clientA,
      path: { shiftId },
      body: { cancellationReason: 'Ward closed' },
    });
    const sms = await outbox().waitFor(phoneOf('partner-1'), { channel: 'sms', since });
    expect(sms.body).toMatch(/was cancelled\.( https?:\S+)? Reason: Ward closed$/);
  });

  it('should let only an administrator cancel a started shift, and only while VERIFIED', async () => {
    const shiftId = await postShift(26, { deadline: nicosiaAt(26, '10:00') });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(nicosiaAt(26, '11:00')));
    const body = { cancellationReason: 'Too late to staff' };
    expect((await call(shiftCancel, { claims: claims.clientA, path: { shiftId }, body })).status).toBe(409);
    expect((await call(shiftCancel, { claims: claims.admin, path: { shiftId }, body })).body.status).toBe(
      'CANCELED',
    );
  });

  it('should mark a no-show only after the start, charging the partner the commission', async () => {
    const partnerId = 'partner-absent';
    await addPartner(repos, partnerId);
    const shiftId = await postShift(28);
    await claim(shiftId, claims.partner(partnerId));
    const body = { reason: 'Did not arrive' };
    expect((await call(shiftNoShow, { claims: claims.clientA, path: { shiftId }, body })).status).toBe(409);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(nicosiaAt(28, '12:00')));
    expect(
      (await call(shiftNoShow, { claims: claims.partner(partnerId), path: { shiftId }, body })).status,
    ).toBe(403);
    expect((await call(shiftNoShow, { claims: claims.clientB, path: { shiftId }, body })).status).toBe(404);
    const done = await call(shiftNoShow, { claims: claims.clientA, path: { shiftId }, body });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'NO_SHOW', noShowReason: 'Did not arrive' });
    expect(done.body.penalty).toBeUndefined();
    const admin = await call(shiftGet, { claims: claims.admin, path: { shiftId } });
    expect(admin.body.penalty).toBe(admin.body.cost.companyCommission);
    const penalties = await repos.invoices.listPartnerPenalties({ partnerId });
    expect(penalties.map((penalty) => [penalty.shiftId, penalty.amount])).toEqual([
      [shiftId, admin.body.penalty],
    ]);
  });

  it('should verify only PENDING shifts, and only administrators may call it', async () => {
    const shiftId = await postShift(30);
    expect((await call(shiftVerify, { claims: claims.clientA, path: { shiftId } })).status).toBe(403);
    const verified = await call(shiftVerify, { claims: claims.admin, path: { shiftId } });
    expect(verified).toMatchObject({ status: 409, body: { code: 'INVALID_SHIFT_TRANSITION' } });
    const pending = newShift({
      shiftId: 'pending-1',
      clientId: IDS.clientA,
      positionId: IDS.nurse,
      startDate: nicosiaAt(31, '10:00'),
      status: 'PENDING',
    });
    await repos.shifts.createShifts([pending], contextAt(new Date().toISOString()));
    const done = await call(shiftVerify, { claims: claims.admin, path: { shiftId: 'pending-1' } });
    expect(done).toMatchObject({ status: 200, body: { status: 'VERIFIED' } });
  });

  it('should let only an administrator mark a FINISHED shift as no-show', async () => {
    const shiftId = await postShift(36);
    await claim(shiftId, claims.partner('partner-1'));
    const afterEnd = new Date(Date.parse(nicosiaAt(36, '19:00')));
    await runShiftSweep({
      deps: { shifts: repos.shifts, notifier: { shiftChanged: async () => {} } },
      now: afterEnd,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(afterEnd);
    const body = { reason: 'Left after an hour' };
    expect((await call(shiftNoShow, { claims: claims.clientA, path: { shiftId }, body })).status).toBe(409);
    const done = await call(shiftNoShow, { claims: claims.admin, path: { shiftId }, body });
    expect(done).toMatchObject({ status: 200, body: { status: 'NO_SHOW' } });
  });

  it('should let exactly one of 50 concurrent claims win and answer the others 409', async () => {
    const partners = Array.from({ length: 50 }, (_, i) => `racer-${i}`);
    for (let i = 0; i < partners.length; i += 10) {
      await Promise.all(partners.slice(i, i + 10).map((partnerId) => addPartner(repos, partnerId)));
    }
    const shiftId = await postShift(32);
    const replies = await Promise.all(partners.map((partnerId) => claim(shiftId, claims.partner(partnerId))));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winner = replies.find((reply) => reply.status === 200)?.body.claimedBy;
    expect((await repos.shifts.getShift(shiftId))?.claimedBy).toBe(winner);
  });

  it('should hide a shift from partners who neither hold it nor may claim it', async () => {
    const shiftId = await postShift(34);
    expect(
      (await call(shiftGet, { claims: claims.partner(IDS.carerPartner), path: { shiftId } })).status,
    ).toBe(404);
    await claim(shiftId, claims.partner('partner-1'));
    expect((await call(shiftGet, { claims: claims.partner('partner-2'), path: { shiftId } })).status).toBe(
      404,
    );
    expect((await call(shiftGet, { claims: claims.clientB, path: { shiftId } })).status).toBe(404);
    const partnerView = await call(shiftGet, {
      claims: claims.partner('partner-1'),
      path: { shiftId },
    });
    const { totalCost, employeeEarnings, companyCommission } = partnerView.body.cost;
    expect(companyCommission).toBe(Math.round(totalCost * 0.2));
    expect(employeeEarnings + companyCommission).toBe(totalCost);
    expect(partnerView.body.address.mapsUrl).toContain('google.com/maps');
    const clientView = await call(shiftGet, { claims: claims.clientA, path: { shiftId } });
    expect(clientView.body.cost).toEqual({ totalCost, currency: 'EUR' });
    expect(clientView.body.partner).toMatchObject({ id: 'partner-1', phoneNumber: phoneOf('partner-1') });
    expect(Date.parse(clientView.body.startDate) - Date.parse(clientView.body.endDate)).toBe(-8 * HOUR);
  });
});
