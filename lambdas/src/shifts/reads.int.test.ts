import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  shiftCancel,
  shiftClaim,
  shiftCreate,
  shiftGet,
  entityCountsGet,
  paymentNoteDownload,
  openShiftsList,
  shiftsList,
  myShiftsList,
  assignablePartnersSearch,
  shiftReviewCreate,
  shiftReviewGet,
} from '@careshift/contract';
import type { Repositories } from '@careshift/db';

import type { HttpHandler } from '../http/types';
import { runShiftSweep } from '../jobs/shift-sweep';
import { pdfPageTexts } from '../pdf/testing/pdf-text';
import { onFreshTable } from '../testing/fresh-table';

import { caller } from './testing/call';
import { claims, IDS, nicosiaAt, seedShiftFixtures } from './testing/shift-fixtures';

let key = 0;
const allFours = ['Q1', 'Q2', 'Q3', 'Q4'].map((question) => ({ question, rating: 4 }));

describe('shift lists, detail, reviews, payment note and counts', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const ids = { open: '', mine: '', others: '', worked: '' };

  async function post(who: Record<string, string>, days: number, extra: Record<string, string> = {}) {
    const shift = {
      startDate: nicosiaAt(days, '10:00'),
      endDate: nicosiaAt(days, '18:00'),
      deadline: nicosiaAt(days - 1, '10:00'),
    };
    const reply = await call(shiftCreate, {
      claims: who,
      body: { positionId: IDS.nurse, shifts: [shift], idempotencyKey: `reads-key-${(key += 1)}`, ...extra },
    });
    expect(reply.body).toMatchObject({ created: 1 });
    return reply.body.results[0].requestId as string;
  }

  /**
   * A table of its own holding the fixtures and four shifts of days 5–8: open, claimed by partner-1
   * (mine), by partner-2 at client B (others), and by partner-1 (worked). The lists read all of them.
   */
  async function startWithFourShifts() {
    const { db, module } = await onFreshTable(() => import('./handler'));
    handler = module.handler;
    repos = await seedShiftFixtures(db.service);
    ids.open = await post(claims.clientA, 5);
    ids.mine = await post(claims.clientA, 6);
    ids.others = await post(claims.clientB, 7);
    ids.worked = await post(claims.clientA, 8);
    for (const [id, partner] of [
      [ids.mine, 'partner-1'],
      [ids.others, 'partner-2'],
      [ids.worked, 'partner-1'],
    ] as const) {
      expect(
        (await call(shiftClaim, { claims: claims.partner(partner), path: { shiftId: id }, body: {} })).status,
      ).toBe(200);
    }
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('reading (the tests share the four shifts and change nothing)', () => {
    beforeAll(startWithFourShifts);

    it('should list every shift for administrators with filters and only their own for clients', async () => {
      const all = await call(shiftsList, {
        claims: claims.admin,
        query: { sort: 'startDate', direction: 'asc' },
      });
      expect(all.body.items.map((row: { id: string }) => row.id)).toEqual([
        ids.open,
        ids.mine,
        ids.others,
        ids.worked,
      ]);
      const claimed = await call(shiftsList, {
        claims: claims.admin,
        query: { statuses: 'CLAIMED', partnerId: 'partner-1' },
      });
      expect(claimed.body.items.map((row: { id: string }) => row.id).sort()).toEqual(
        [ids.mine, ids.worked].sort(),
      );
      const own = await call(shiftsList, { claims: claims.clientB, query: { clientIds: IDS.clientA } });
      expect(own.body.items.map((row: { id: string }) => row.id)).toEqual([ids.others]);
      expect(own.body.items[0].cost).toEqual({
        totalCost: own.body.items[0].cost.totalCost,
        currency: 'EUR',
      });
      const bad = await call(shiftsList, { claims: claims.admin, query: { statuses: 'SOMETHING' } });
      expect(bad).toMatchObject({
        status: 400,
        body: { fieldErrors: { 'statuses.0': 'Select a valid option.' } },
      });
      expect((await call(shiftsList, { claims: claims.partner('partner-1') })).status).toBe(403);
    });

    it("should show partners open and claimed shifts of their positions, someone else's without a name", async () => {
      const { status, body } = await call(openShiftsList, { claims: claims.partner('partner-1') });
      expect(status).toBe(200);
      const byId = new Map(body.items.map((row: { id: string }) => [row.id, row]));
      expect([...byId.keys()]).toEqual([ids.open, ids.mine, ids.others, ids.worked]);
      expect(byId.get(ids.others)).toMatchObject({ status: 'CLAIMED', claimedByOther: true });
      expect(byId.get(ids.others)).not.toHaveProperty('employeeName');
      expect(byId.get(ids.others)).not.toHaveProperty('claimedBy');
      expect(byId.get(ids.mine)).toMatchObject({ claimedBy: 'partner-1' });
      const verifiedOnly = await call(openShiftsList, {
        claims: claims.partner('partner-1'),
        query: { statuses: 'VERIFIED' },
      });
      expect(verifiedOnly.body.items.map((row: { id: string }) => row.id)).toEqual([ids.open]);
      const carer = await call(openShiftsList, { claims: claims.partner(IDS.carerPartner) });
      expect(carer.body.items).toEqual([]);
    });

    it("should list a partner's own shifts by status", async () => {
      const { body } = await call(myShiftsList, {
        claims: claims.partner('partner-1'),
        query: { statuses: 'CLAIMED' },
      });
      expect(body.items.map((row: { id: string }) => row.id)).toEqual([ids.worked, ids.mine]);
      const none = await call(myShiftsList, {
        claims: claims.partner('partner-1'),
        query: { statuses: 'CANCELED' },
      });
      expect(none.body.items).toEqual([]);
    });

    it('should count open shifts for the landing page without sign-in', async () => {
      const { status, body } = await call(entityCountsGet);
      expect(status).toBe(200);
      expect(body).toEqual([{ requests: 1 }]);
    });

    it('should find verified partners of a position by name prefix for assignment (3 characters at least)', async () => {
      const found = await call(assignablePartnersSearch, {
        claims: claims.admin,
        query: { query: 'mar', positionId: IDS.nurse },
      });
      expect(found.body.items.map((row: { id: string }) => row.id).sort()).toEqual([
        'partner-1',
        'partner-2',
      ]);
      const short = await call(assignablePartnersSearch, { claims: claims.admin, query: { query: 'ma' } });
      expect(short).toMatchObject({
        status: 400,
        body: { fieldErrors: { query: 'Must be at least 3 characters.' } },
      });
      expect(
        (await call(assignablePartnersSearch, { claims: claims.clientA, query: { query: 'mar' } })).status,
      ).toBe(403);
    });

    it('should give the payment note PDF of a claimed shift to its client and partner, named with the ref', async () => {
      const { status, headers, raw } = await call(paymentNoteDownload, {
        claims: claims.clientA,
        path: { shiftId: ids.mine },
      });
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('application/pdf');
      const ref = (await repos.shifts.getShift(ids.mine))?.refNumber;
      expect(headers['content-disposition']).toBe(`attachment; filename="PAYMENT-NOTE-${ref}.pdf"`);
      expect(Buffer.from(raw, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (
          await call(paymentNoteDownload, {
            claims: claims.partner('partner-1'),
            path: { shiftId: ids.mine },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(paymentNoteDownload, {
            claims: claims.partner('partner-2'),
            path: { shiftId: ids.mine },
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(paymentNoteDownload, { claims: claims.clientA, path: { shiftId: ids.open } })).status,
      ).toBe(409);
    });

    it("should label the payment note in the viewer's stored language", async () => {
      const text = async (who: Record<string, string>, shiftId: string) => {
        const { raw } = await call(paymentNoteDownload, { claims: who, path: { shiftId } });
        return (await pdfPageTexts(Buffer.from(raw, 'base64'))).join('\n');
      };
      expect(await text(claims.partner('partner-2'), ids.others)).toContain('Σημείωμα πληρωμής');
      expect(await text(claims.clientA, ids.mine)).toContain('Payment note');
      expect(await text(claims.admin, ids.mine)).toContain('Payment note');
    });
  });

  describe('changing (each test has the four shifts in a table of its own)', () => {
    beforeEach(startWithFourShifts);

    it('should tell a partner a shift of its position that went was cancelled, or claimed by someone else', async () => {
      const cancelled = await post(claims.clientA, 9);
      const reason = { cancellationReason: 'The resident moved' };
      expect(
        (await call(shiftCancel, { claims: claims.clientA, path: { shiftId: cancelled }, body: reason }))
          .status,
      ).toBe(200);
      const asked = (who: string, shiftId: string) =>
        call(shiftGet, { claims: claims.partner(who), path: { shiftId } });
      expect((await asked('partner-1', cancelled)).body).toMatchObject({ code: 'SHIFT_CANCELLED' });
      expect((await asked('partner-1', ids.others)).body).toMatchObject({ code: 'SHIFT_TAKEN' });
      const otherPosition = await asked(IDS.carerPartner, cancelled);
      expect(otherPosition.status).toBe(404);
      expect(otherPosition.body).toMatchObject({ code: 'NOT_FOUND', message: 'This shift does not exist.' });
    });

    it("should let the client review a finished shift once and move the partner's rating", async () => {
      const body = { rating: [...allFours, { question: 'Q5', rating: 5 }], comment: 'Kind and punctual' };
      const early = await call(shiftReviewCreate, {
        claims: claims.clientA,
        path: { shiftId: ids.worked },
        body,
      });
      expect(early.status).toBe(409);
      const afterEnd = new Date(Date.parse(nicosiaAt(8, '19:00')));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(afterEnd);
      const sweep = await runShiftSweep({
        deps: { shifts: repos.shifts, notifier: { shiftChanged: async () => {} } },
        now: afterEnd,
      });
      expect(sweep.finished).toBeGreaterThanOrEqual(1);
      const invalid = await call(shiftReviewCreate, {
        claims: claims.clientA,
        path: { shiftId: ids.worked },
        body: { rating: allFours },
      });
      expect(invalid).toMatchObject({
        status: 400,
        body: { fieldErrors: { 'rating.Q5': 'This field is required.' } },
      });
      expect(
        (await call(shiftReviewCreate, { claims: claims.clientB, path: { shiftId: ids.worked }, body }))
          .status,
      ).toBe(404);
      const review = await call(shiftReviewCreate, {
        claims: claims.clientA,
        path: { shiftId: ids.worked },
        body,
      });
      expect(review.status).toBe(200);
      expect(review.body).toMatchObject({ score: 4.4, comment: 'Kind and punctual', partnerId: 'partner-1' });
      expect(await repos.partners.getPartner('partner-1')).toMatchObject({
        ratingCount: 1,
        ratingScore: 4.4,
      });
      expect(
        (await call(shiftReviewCreate, { claims: claims.clientA, path: { shiftId: ids.worked }, body }))
          .status,
      ).toBe(409);
      const check = await call(shiftReviewGet, { claims: claims.admin, path: { shiftId: ids.worked } });
      expect(check.body).toMatchObject({
        id: review.body.id,
        results: [...allFours, { question: 'Q5', rating: 5 }],
      });
      const adminView = await call(shiftGet, { claims: claims.admin, path: { shiftId: ids.worked } });
      expect(adminView.body).toMatchObject({
        status: 'FINISHED',
        badges: { reviewed: true, pendingReview: false },
      });
      expect(adminView.body.actions).toContain('checkReview');
      expect(
        (await call(shiftReviewGet, { claims: claims.clientB, path: { shiftId: ids.worked } })).status,
      ).toBe(404);
    });
  });
});
