import { describe, expect, it } from 'vitest';

import { moneyVisibleTo } from './money-visibility';

describe('moneyVisibleTo', () => {
  it('should show an organisation only the shift total, never the split, penalties or invoice amounts', () => {
    for (const role of ['CLIENT', 'OWNER'] as const) {
      expect(moneyVisibleTo({ role, clientId: 'c1' })).toEqual({
        shiftTotal: true,
        costSplit: false,
        penalties: false,
        invoiceAmounts: false,
      });
    }
  });

  it('should show administrators and partners every amount', () => {
    for (const role of ['SYSTEM_USER', 'EMPLOYEE'] as const) {
      expect(Object.values(moneyVisibleTo({ role, userId: 'u1' })).every(Boolean)).toBe(true);
    }
  });

  it('should show a viewer without a role no money at all', () => {
    expect(Object.values(moneyVisibleTo({})).some(Boolean)).toBe(false);
  });
});
