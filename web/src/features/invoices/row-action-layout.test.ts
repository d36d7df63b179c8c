import { describe, expect, it } from 'vitest';

import { rowActionLayout } from './row-action-layout';

describe('rowActionLayout', () => {
  it("should make paying a partner's own button and put download and send in the menu", () => {
    expect(rowActionLayout(['download', 'send', 'payByCard'])).toEqual({
      main: 'payByCard',
      menu: ['send', 'download'],
    });
  });

  it("should give an administrator's PENDING invoice Mark Paid, then send, download and cancel", () => {
    expect(rowActionLayout(['markPaid', 'cancel', 'download', 'send'])).toEqual({
      main: 'markPaid',
      menu: ['send', 'download', 'cancel'],
    });
  });

  it('should show no button for a viewer without actions, and only a menu without a main step', () => {
    expect(rowActionLayout([])).toEqual({ main: undefined, menu: [] });
    expect(rowActionLayout(['refund', 'markPending'])).toEqual({
      main: undefined,
      menu: ['markPending', 'refund'],
    });
  });
});
