import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  paymentNoteDownload,
  shiftPunch,
  timesheetApprove,
  timesheetDispute,
  timesheetSettle,
} from '@careshift/contract';
import { invoiceCreate, invoiceableWork } from '@careshift/contract/operations/invoices';
import type { Repositories, ShiftRecord } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { actualShiftCost, calculateShiftCost, formatEuros } from '@careshift/domain';

import { testClock } from '../clock';
import type { HttpHandler } from '../http/types';
import { pdfPageTexts } from '../pdf/testing/pdf-text';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { createBody } from './testing/invoice-fixtures';

const [P1, P2] = IDS.partners;
const MINUTE = 60_000;
const RATES = {
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2200,
  holidayNightHourlyRate: 2600,
};
/** The configuration snapshotted when the shift was posted (client A's effective one now differs: 25%). */
const POSTED = { companyCommissionRatePercent: 20, nightShiftStartHour: 22, nightShiftEndHour: 6 };
/** Christmas Eve night in Nicosia, 20:00 → 04:00 (UTC+2): night hours and Christmas Day. */
const PLANNED = { start: '2026-12-24T18:00:00.000Z', end: '2026-12-25T02:00:00.000Z' };
const AFTER = Date.parse('2026-12-25T06:00:00.000Z');

let serial = 0;

/**
 * Issue 34 item 4: a shift with a timesheet is invoiceable once the timesheet is APPROVED or SETTLED,
 * and the invoice line and the payment note carry the cost of the approved actual hours.
 */
describe('money follows the approved hours: invoices and payment notes', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const at = (iso: string | number) => testClock.setOffsetMs(new Date(iso).getTime() - Date.now());

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });
  afterEach(() => testClock.setOffsetMs(0));

  /** The Christmas Eve night shift of `partnerId`, CLAIMED, priced and snapshotted as posted. */
  async function christmasShift(partnerId: string): Promise<ShiftRecord> {
    serial += 1;
    const { created } = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: `money-${serial}-${Date.now().toString(36)}`,
          clientId: IDS.clientA,
          clientName: `Clinic ${IDS.clientA}`,
          positionId: IDS.nurse,
          positionRates: RATES,
          startDate: PLANNED.start,
          endDate: PLANNED.end,
          deadline: '2026-12-23T18:00:00.000Z',
          status: 'CLAIMED',
          claimedBy: partnerId,
          partnerName: 'Maria Georgiou',
          claimedAt: '2026-12-01T08:00:00.000Z',
          cost: calculateShiftCost({ rates: RATES, config: POSTED, start: PLANNED.start, end: PLANNED.end }),
          costConfig: POSTED,
        }),
      ],
      contextAt(new Date().toISOString()),
    );
    if (!created[0]) throw new Error('set-up: shift not created');
    return created[0];
  }

  /** Punches through the API, each at its own time (the test clock a minute later), without a position. */
  async function punch(shift: ShiftRecord, punches: [string, string][]) {
    for (const [kind, time] of punches) {
      at(Date.parse(time) + MINUTE);
      const reply = await call(shiftPunch, {
        claims: claims.partner(shift.claimedBy ?? ''),
        path: { shiftId: shift.shiftId },
        body: { kind, idempotencyKey: randomUUID(), clientTime: time, reason: 'No GPS' },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
  }

  /** Clocked in early, a 30-minute break at midnight, clocked out late: SUBMITTED. */
  const worked = (shift: ShiftRecord) =>
    punch(shift, [
      ['CLOCK_IN', '2026-12-24T17:40:00.000Z'],
      ['BREAK_START', '2026-12-24T22:00:00.000Z'],
      ['BREAK_END', '2026-12-24T22:30:00.000Z'],
      ['CLOCK_OUT', '2026-12-25T03:10:00.000Z'],
    ]);

  const invoiceable = async (partnerId: string) => {
    const reply = await call(invoiceableWork, { claims: claims.admin, path: { partnerId } });
    expect(reply.status).toBe(200);
    return reply.body.shifts as { id: string; companyCommission: number; actualMinutes?: number }[];
  };

  it('should hold a SUBMITTED timesheet’s shift back and bill the approved hours once approved', async () => {
    const shift = await christmasShift(P1);
    await worked(shift);
    at(AFTER);
    expect((await invoiceable(P1)).map((s) => s.id)).not.toContain(shift.shiftId);
    const refused = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [shift]) });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NOT_INVOICEABLE');
    expect(refused.body.message).toMatch(/timesheet is SUBMITTED/);

    expect(
      (await call(timesheetApprove, { claims: claims.clientA, path: { shiftId: shift.shiftId } })).status,
    ).toBe(200);
    const breaks = [{ start: '2026-12-24T22:00:00.000Z', end: '2026-12-24T22:30:00.000Z' }];
    const expected = actualShiftCost({
      rates: RATES,
      config: POSTED,
      actualStart: '2026-12-24T17:40:00.000Z',
      actualEnd: '2026-12-25T03:10:00.000Z',
      breakMinutes: 30,
      breaks,
    });
    expect(expected.companyCommission).not.toBe(shift.cost.companyCommission);
    expect((await invoiceable(P1)).find((s) => s.id === shift.shiftId)).toMatchObject({
      companyCommission: expected.companyCommission,
      plannedMinutes: 480,
      actualMinutes: 540,
      breakMinutes: 30,
    });
    const created = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P1, [shift], { totalAmount: expected.companyCommission }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.lines).toEqual([
      expect.objectContaining({
        shiftId: shift.shiftId,
        price: expected.companyCommission,
        plannedMinutes: 480,
        actualMinutes: 540,
        breakMinutes: 30,
      }),
    ]);

    const note = await call(paymentNoteDownload, {
      claims: claims.partner(P1),
      path: { shiftId: shift.shiftId },
    });
    expect(note.status).toBe(200);
    const text = (await pdfPageTexts(Buffer.from(note.raw, 'base64'))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(formatEuros(expected.totalCost));
    expect(text).toContain('Planned: 8 h 00 min');
    expect(text).toContain(
      'Actual (approved timesheet): 24/12/2026 19:40 – 25/12/2026 05:10, 9 h 00 min worked, unpaid break 30 min',
    );
  });

  it('should hold a DISPUTED timesheet’s shift back and bill the settled times once settled', async () => {
    const shift = await christmasShift(P2);
    await worked(shift);
    at(AFTER);
    const corrected = {
      actualStart: '2026-12-24T17:50:00.000Z',
      actualEnd: '2026-12-25T03:00:00.000Z',
      breakMinutes: 40,
    };
    const disputed = await call(timesheetDispute, {
      claims: claims.clientA,
      path: { shiftId: shift.shiftId },
      body: { ...corrected, reason: 'Left at 05:00' },
    });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
    expect((await invoiceable(P2)).map((s) => s.id)).not.toContain(shift.shiftId);
    const note = await repos.shifts.getShift(shift.shiftId);
    if (!note) throw new Error('set-up: shift missing');
    await repos.shifts.finishShift({ shift: note, context: contextAt(new Date(AFTER).toISOString()) });
    const unsettled = await call(paymentNoteDownload, {
      claims: claims.admin,
      path: { shiftId: shift.shiftId },
    });
    expect(unsettled.status).toBe(200);
    // The hours are not final yet: the note is not frozen with the planned cost.
    expect(await repos.paymentNotes.getPaymentNote(shift.shiftId)).toBeUndefined();

    const settled = await call(timesheetSettle, {
      claims: claims.admin,
      path: { shiftId: shift.shiftId },
      body: { ...corrected, reason: 'Agreed with both' },
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const expected = actualShiftCost({ rates: RATES, config: POSTED, ...corrected });
    expect(expected.totalCost).not.toBe(shift.cost.totalCost);
    expect((await invoiceable(P2)).find((s) => s.id === shift.shiftId)).toMatchObject({
      companyCommission: expected.companyCommission,
      plannedMinutes: 480,
      actualMinutes: 510,
      breakMinutes: 40,
    });
    const download = await call(paymentNoteDownload, {
      claims: claims.admin,
      path: { shiftId: shift.shiftId },
    });
    expect(download.status).toBe(200);
    expect(await repos.paymentNotes.getPaymentNote(shift.shiftId)).toMatchObject({
      totalCost: expected.totalCost,
      actualStart: corrected.actualStart,
      actualEnd: corrected.actualEnd,
      plannedMinutes: 480,
      actualMinutes: 510,
      breakMinutes: 40,
    });
    const text = (await pdfPageTexts(Buffer.from(download.raw, 'base64'))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(formatEuros(expected.totalCost));
    expect(text).toMatch(/Planned: 8 h 00 min/);
    expect(text).toMatch(/Actual \(approved timesheet\): .*8 h 30 min worked, unpaid break 40 min/);
  });
});
