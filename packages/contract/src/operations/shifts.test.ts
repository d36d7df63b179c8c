import { describe, expect, it } from 'vitest';

import { fieldErrorsOf } from '../forms/field-errors';

import { shiftListQuerySchema } from './shift-schemas';
import { shiftCreateBodySchema, shiftUpdateBodySchema } from './shifts';

describe('shift operations input', () => {
  it("should read list filters from API Gateway's comma-joined query values and from arrays", () => {
    const query = shiftListQuerySchema.parse({
      statuses: 'VERIFIED,CLAIMED,VERIFIED',
      clientIds: ['a', 'b,c'],
    });
    expect(query).toMatchObject({
      statuses: ['VERIFIED', 'CLAIMED'],
      clientIds: ['a', 'b', 'c'],
      positionIds: [],
    });
  });

  it('should refuse an unknown status and a date range that ends before it starts', () => {
    const status = shiftListQuerySchema.safeParse({ statuses: 'LOST' });
    expect(status.success ? {} : fieldErrorsOf(status.error)).toEqual({
      'statuses.0': 'Select a valid option.',
    });
    const range = shiftListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(range.success ? {} : fieldErrorsOf(range.error)).toEqual({ to: 'End must be after start.' });
  });

  it('should take no cost from the browser and at most 1,500 shifts', () => {
    const shift = {
      startDate: '2030-01-08T10:00:00+02:00',
      endDate: '2030-01-08T18:00:00+02:00',
      deadline: '2030-01-07T10:00:00+02:00',
    };
    const parsed = shiftCreateBodySchema.parse({
      positionId: 'NURSE',
      shifts: [{ ...shift, cost: { totalCost: 1 } }],
      idempotencyKey: '0f8d5a1c-key',
    });
    expect(parsed.shifts[0]).toEqual({
      startDate: '2030-01-08T08:00:00.000Z',
      endDate: '2030-01-08T16:00:00.000Z',
      deadline: '2030-01-07T08:00:00.000Z',
      claimedBy: '',
    });
    const tooMany = shiftCreateBodySchema.safeParse({
      positionId: 'NURSE',
      shifts: Array(1501).fill(shift),
      idempotencyKey: '0f8d5a1c-key',
    });
    expect(tooMany.success).toBe(false);
  });

  it('should take only the position and times in a request-update, never a cost, client or partner', () => {
    const parsed = shiftUpdateBodySchema.parse({
      positionId: 'NURSE',
      startDate: '2030-01-08T10:00:00+02:00',
      endDate: '2030-01-08T18:00:00+02:00',
      deadline: '2030-01-07T10:00:00+02:00',
      clientId: 'other',
      claimedBy: 'p1',
      cost: { totalCost: 1 },
    });
    expect(parsed).toEqual({
      positionId: 'NURSE',
      startDate: '2030-01-08T08:00:00.000Z',
      endDate: '2030-01-08T16:00:00.000Z',
      deadline: '2030-01-07T08:00:00.000Z',
    });
    const missing = shiftUpdateBodySchema.safeParse({ positionId: '', startDate: 'soon' });
    expect(Object.keys(missing.success ? {} : fieldErrorsOf(missing.error)).sort()).toEqual([
      'deadline',
      'endDate',
      'positionId',
      'startDate',
    ]);
  });
});
