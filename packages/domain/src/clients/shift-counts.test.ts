import { describe, expect, it } from 'vitest';

import { clientShiftCounts } from './shift-counts';

describe('clientShiftCounts', () => {
  it('should count pending, verified and claimed shifts as open and every other status as closed', () => {
    expect(
      clientShiftCounts({
        PENDING: 1,
        VERIFIED: 2,
        CLAIMED: 3,
        FINISHED: 4,
        COMPLETED: 5,
        CANCELED: 6,
        ABANDONED: 7,
        NO_SHOW: 8,
      }),
    ).toEqual({ open: 6, closed: 30 });
  });

  it('should give zero counts for a client without shifts', () => {
    expect(clientShiftCounts({})).toEqual({ open: 0, closed: 0 });
  });
});
