import { describe, expect, it } from 'vitest';

import { createPenalty, penaltyFor } from './penalties';

const shift = {
  id: 'r1',
  clientId: 'c1',
  deadline: '2026-05-09T07:00:00Z',
  cost: { companyCommission: 1600 },
};

describe('penaltyFor', () => {
  it('should charge nothing for a claim cancelled before the claim deadline', () => {
    expect(penaltyFor('LATE_CLAIM_CANCELLATION', shift, '2026-05-09T06:59:59Z')).toBe(0);
  });

  it('should charge the company commission for a claim cancelled at or after the claim deadline', () => {
    expect(penaltyFor('LATE_CLAIM_CANCELLATION', shift, '2026-05-09T07:00:00Z')).toBe(1600);
  });

  it('should always charge the company commission for a no-show', () => {
    expect(penaltyFor('NO_SHOW', shift, '2026-01-01T00:00:00Z')).toBe(1600);
  });
});

describe('createPenalty', () => {
  it('should record who owes what for which shift, or nothing when it costs nothing', () => {
    expect(createPenalty('NO_SHOW', shift, 'p1', '2026-05-10T12:00:00+03:00')).toEqual({
      kind: 'NO_SHOW',
      shiftId: 'r1',
      clientId: 'c1',
      partnerId: 'p1',
      amount: 1600,
      createdAt: '2026-05-10T09:00:00.000Z',
    });
    expect(createPenalty('LATE_CLAIM_CANCELLATION', shift, 'p1', '2026-05-01T00:00:00Z')).toBeNull();
  });
});
