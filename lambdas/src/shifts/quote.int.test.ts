import { beforeAll, describe, expect, it } from 'vitest';

import { shiftQuote } from '@careshift/contract/operations/shift-quote';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { claims, IDS, ordinaryWeek, seedShiftFixtures } from './testing/shift-fixtures';

const { TUESDAY, WEDNESDAY } = ordinaryWeek();
const span = ({ startDate, endDate }: { startDate: string; endDate: string }) => ({ startDate, endDate });

describe('request-quote', () => {
  let handler: HttpHandler;
  const call = caller(() => handler);

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should give an organisation the total it will pay the partner and never the split', async () => {
    const { status, body } = await call(shiftQuote, {
      claims: claims.clientA,
      body: { positionId: IDS.nurse, shifts: [span(TUESDAY), span(WEDNESDAY)] },
    });
    expect(status).toBe(200);
    // 8 h and 6 h at the nurse's €15 day rate, as request-create stores them.
    expect(body).toEqual({ count: 2, totalCost: 21000, currency: 'EUR' });
  });

  it('should give an administrator the commission and partner earnings too', async () => {
    const { status, body } = await call(shiftQuote, {
      claims: claims.admin,
      body: { clientId: IDS.clientA, positionId: IDS.nurse, shifts: [span(TUESDAY)] },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      count: 1,
      totalCost: 12000,
      companyCommission: 2400,
      employeeEarnings: 9600,
      currency: 'EUR',
    });
  });

  it('should refuse partners, and a span that ends before it starts', async () => {
    const body = { positionId: IDS.nurse, shifts: [span(TUESDAY)] };
    expect((await call(shiftQuote, { claims: claims.partner(IDS.partners[0]), body })).status).toBe(403);
    const backwards = await call(shiftQuote, {
      claims: claims.clientA,
      body: { positionId: IDS.nurse, shifts: [{ startDate: TUESDAY.endDate, endDate: TUESDAY.startDate }] },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors).toEqual({ endDate: 'End must be after start.' });
  });
});
