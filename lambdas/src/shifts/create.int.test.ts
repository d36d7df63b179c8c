import { beforeAll, describe, expect, it } from 'vitest';

import { shiftCreate, shiftGet, shiftsList } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import {
  claims,
  hoursAfter,
  IDS,
  nicosiaAt,
  ordinaryWeek,
  seedShiftFixtures,
} from './testing/shift-fixtures';

/** An ordinary week about two months ahead (no holiday): see ordinaryWeek. */
const { TUESDAY } = ordinaryWeek();

let key = 0;
const newKey = () => `test-key-${Date.now()}-${(key += 1)}`;

describe('request-create', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const countOf = async (companyClaims: Record<string, string>) => {
    let count = 0;
    let cursor: string | undefined;
    do {
      const { body } = await call(shiftsList, { claims: companyClaims, query: cursor ? { cursor } : {} });
      count += body.items.length;
      cursor = body.cursor ?? undefined;
    } while (cursor);
    return count;
  };

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should price a client shift on the server with the system settings and ignore a cost from the browser', async () => {
    const shift = { ...TUESDAY, cost: { totalCost: 1, employeeEarnings: 1, companyCommission: 0 } };
    const { status, body } = await call(shiftCreate, {
      claims: claims.clientA,
      body: { positionId: IDS.nurse, shifts: [shift], idempotencyKey: newKey() },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 1, failed: 0, results: [{ index: 0, status: 'CREATED' }] });
    const stored = await repos.shifts.getShift(body.results[0].requestId);
    expect(stored).toMatchObject({ status: 'VERIFIED', clientId: IDS.clientA, createdBy: 'user-a' });
    expect(stored?.cost).toEqual({ totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 });
  });

  it("should apply the client's own configuration over the system one (25 % commission)", async () => {
    const { body } = await call(shiftCreate, {
      claims: claims.clientB,
      body: { positionId: IDS.nurse, shifts: [TUESDAY], idempotencyKey: newKey() },
    });
    const stored = await repos.shifts.getShift(body.results[0].requestId);
    expect(stored?.cost).toEqual({ totalCost: 12000, employeeEarnings: 9000, companyCommission: 3000 });
    const detail = await call(shiftGet, {
      claims: claims.clientB,
      path: { shiftId: stored?.shiftId ?? '' },
    });
    expect(detail.body.cost).toEqual({ totalCost: 12000, currency: 'EUR' });
  });

  it('should refuse a client that is not VERIFIED with 403 and write nothing', async () => {
    const { status, body } = await call(shiftCreate, {
      claims: claims.pendingClient,
      body: { positionId: IDS.nurse, shifts: [TUESDAY], idempotencyKey: newKey() },
    });
    expect(status).toBe(403);
    expect(body.code).toBe('CLIENT_NOT_VERIFIED');
    expect(await countOf(claims.pendingClient)).toBe(0);
  });

  it('should refuse a position the organisation does not offer', async () => {
    const { status, body } = await call(shiftCreate, {
      claims: claims.clientA,
      body: { positionId: IDS.carer, shifts: [TUESDAY], idempotencyKey: newKey() },
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ positionId: 'Your organisation does not offer this position.' });
    expect(body.fieldMessages).toEqual({ positionId: { key: 'positionNotOffered' } });
  });

  it('should give every row error its message key and parameters beside the English text (issue 33 item 2)', async () => {
    const far = {
      startDate: nicosiaAt(400, '10:00'),
      endDate: nicosiaAt(400, '18:00'),
      deadline: nicosiaAt(399, '10:00'),
    };
    const { status, body } = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [
          { ...TUESDAY, claimedBy: 'no-such-partner' },
          far,
          { ...TUESDAY, claimedBy: IDS.pendingPartner },
        ],
        idempotencyKey: newKey(),
      },
    });
    expect(status).toBe(200);
    const [unknown, tooFar, notVerified] = body.results;
    // A claim refusal keeps its code (and what it names), as a one-row request's 403 does.
    const alone = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [{ ...TUESDAY, claimedBy: IDS.pendingPartner }],
        idempotencyKey: newKey(),
      },
    });
    expect(alone.status).toBe(403);
    expect(notVerified).toMatchObject({ status: 'FAILED', code: alone.body.code });
    expect(unknown).toMatchObject({
      status: 'FAILED',
      code: 'INVALID_INPUT',
      message: 'This partner does not exist.',
      fieldErrors: { claimedBy: 'This partner does not exist.' },
      fieldMessages: { claimedBy: { key: 'partnerNotFound' } },
    });
    expect(tooFar.status).toBe('FAILED');
    expect(tooFar.fieldMessages.startDate).toEqual({
      key: 'startTooFar',
      params: { days: expect.any(String) },
    });
    expect(tooFar.fieldErrors.startDate).toBe(
      `Start must be at most ${tooFar.fieldMessages.startDate.params.days} days from now.`,
    );
  });

  it('should answer 400 with the spec messages for bad input and write nothing', async () => {
    const before = await countOf(claims.clientA);
    const missing = await call(shiftCreate, {
      claims: claims.clientA,
      body: {
        positionId: '',
        shifts: [{ startDate: '', endDate: TUESDAY.endDate, deadline: TUESDAY.deadline }],
        idempotencyKey: newKey(),
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({
      positionId: 'Value is required',
      'shifts.0.startDate': 'Value is required',
    });
    const late = await call(shiftCreate, {
      claims: claims.clientA,
      body: {
        positionId: IDS.nurse,
        shifts: [{ ...TUESDAY, deadline: hoursAfter(TUESDAY.startDate, 1) }],
        idempotencyKey: newKey(),
      },
    });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({ deadline: 'Deadline must be equal or before Shift start time.' });
    const soon = {
      startDate: nicosiaAt(0, '23:50'),
      endDate: nicosiaAt(1, '07:50'),
      deadline: nicosiaAt(0, '23:50'),
    };
    const tooSoon = await call(shiftCreate, {
      claims: claims.clientA,
      body: { positionId: IDS.nurse, shifts: [soon], idempotencyKey: newKey() },
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fieldErrors.startDate).toBe('Start must be at least 1 day from now.');
    expect(await countOf(claims.clientA)).toBe(before);
  });

  it('should let only administrators and client users post, and administrators name the client', async () => {
    const body = { positionId: IDS.nurse, shifts: [TUESDAY], idempotencyKey: newKey() };
    expect((await call(shiftCreate, { claims: claims.partner('partner-1'), body })).status).toBe(403);
    expect((await call(shiftCreate, { body })).status).toBe(401);
    const noClient = await call(shiftCreate, { claims: claims.admin, body });
    expect(noClient.status).toBe(400);
    expect(noClient.body.fieldErrors).toEqual({ clientId: 'Value is required' });
    expect(noClient.body.fieldMessages).toEqual({ clientId: { key: 'required' } });
  });

  it('should let an administrator post a past shift only with a partner, who then holds it', async () => {
    const past = {
      startDate: nicosiaAt(-3, '10:00'),
      endDate: nicosiaAt(-3, '18:00'),
      deadline: nicosiaAt(-4, '10:00'),
    };
    const without = await call(shiftCreate, {
      claims: claims.admin,
      body: { clientId: IDS.clientA, positionId: IDS.nurse, shifts: [past], idempotencyKey: newKey() },
    });
    expect(without.status).toBe(400);
    expect(without.body.fieldErrors).toEqual({
      claimedBy: 'A partner is required for a shift that has already started.',
    });
    const withPartner = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [{ ...past, claimedBy: 'partner-1' }],
        idempotencyKey: newKey(),
      },
    });
    expect(withPartner.status).toBe(200);
    const stored = await repos.shifts.getShift(withPartner.body.results[0].requestId);
    expect(stored).toMatchObject({
      status: 'CLAIMED',
      claimedBy: 'partner-1',
      partnerName: 'Maria Georgiou partner-1',
    });
  });

  it('should refuse to assign a partner who is not verified', async () => {
    const { status, body } = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [{ ...TUESDAY, claimedBy: IDS.pendingPartner }],
        idempotencyKey: newKey(),
      },
    });
    expect(status).toBe(403);
    // Said to the one who assigns, about the partner (issue 32: the real reason, not "must be Verified").
    expect(body).toMatchObject({
      code: 'PENDING_REVIEW',
      message: "The partner's profile has not been verified yet.",
    });
  });

  it('should answer a multi-create per row and give the same reply, writing nothing more, when retried', async () => {
    const rows = Array.from({ length: 30 }, (_, day) => ({
      startDate: nicosiaAt(day + 5, '07:00'),
      endDate: nicosiaAt(day + 5, '15:00'),
      deadline: nicosiaAt(day + 2, '07:00'),
    }));
    rows[3] = { ...rows[3]!, deadline: nicosiaAt(40, '07:00') };
    rows[7] = { ...rows[7]!, endDate: rows[7]!.startDate };
    const body = { positionId: IDS.nurse, shifts: rows, idempotencyKey: newKey() };
    const before = await countOf(claims.clientB);
    const first = await call(shiftCreate, { claims: claims.clientB, body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 28, failed: 2 });
    expect(first.body.results[3]).toMatchObject({
      status: 'FAILED',
      message: 'Deadline must be equal or before Shift start time.',
    });
    expect(first.body.results[7]).toMatchObject({ status: 'FAILED', message: 'End must be after start.' });
    const refs = first.body.results
      .filter((row: { refNumber?: number }) => row.refNumber)
      .map((row: { refNumber: number }) => row.refNumber);
    expect(new Set(refs).size).toBe(28);
    const retry = await call(shiftCreate, { claims: claims.clientB, body });
    expect(retry.body).toEqual(first.body);
    expect(await countOf(claims.clientB)).toBe(before + 28);
    const reused = await call(shiftCreate, {
      claims: claims.clientB,
      body: { ...body, shifts: rows.slice(0, 2) },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('should list shifts posted together in date order, newest batch first (issue 32 item 8)', async () => {
    const rows = Array.from({ length: 12 }, (_, day) => ({
      startDate: nicosiaAt(day + 100, '07:00'),
      endDate: nicosiaAt(day + 100, '15:00'),
      deadline: nicosiaAt(day + 97, '07:00'),
    }));
    const posted = await call(shiftCreate, {
      claims: claims.clientA,
      body: { positionId: IDS.nurse, shifts: rows, idempotencyKey: newKey() },
    });
    expect(posted.body.created).toBe(12);
    const { body } = await call(shiftsList, { claims: claims.clientA, query: {} });
    const starts = body.items.map((row: { startDate: string }) => row.startDate);
    expect(starts).toEqual(rows.slice(0, 10).map((row) => row.startDate));
  });

  it('should finish a request that crashed part-way without creating any shift twice', async () => {
    const rows = Array.from({ length: 10 }, (_, day) => ({
      startDate: nicosiaAt(day + 50, '10:00'),
      endDate: nicosiaAt(day + 50, '18:00'),
      deadline: nicosiaAt(day + 49, '10:00'),
    }));
    const idempotencyKey = newKey();
    const partial = await call(shiftCreate, {
      claims: claims.clientA,
      body: { positionId: IDS.nurse, shifts: rows.slice(0, 4), idempotencyKey },
    });
    // The crash: the first four shifts were written but the reply was never stored.
    await repos.idempotency.releaseIdempotentRequest(`request-create#user-a#${idempotencyKey}`);
    const before = await countOf(claims.clientA);
    const rerun = await call(shiftCreate, {
      claims: claims.clientA,
      body: { positionId: IDS.nurse, shifts: rows, idempotencyKey },
    });
    expect(rerun.body.created).toBe(10);
    expect(rerun.body.results.slice(0, 4)).toEqual(partial.body.results);
    expect(await countOf(claims.clientA)).toBe(before + 6);
  });
});
