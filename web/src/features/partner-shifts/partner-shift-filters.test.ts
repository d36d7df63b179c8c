import { describe, expect, it } from 'vitest';

import {
  findFiltersFromSearch,
  findFiltersToSearch,
  findShiftQuery,
  myFiltersFromSearch,
  myFiltersToSearch,
  myShiftsQuery,
} from './partner-shift-filters';

describe('find a shift filters', () => {
  it('should ask for VERIFIED and CLAIMED shifts by default (spec section 2)', () => {
    expect(findShiftQuery(findFiltersFromSearch(new URLSearchParams()), null)).toEqual({
      statuses: 'VERIFIED,CLAIMED',
    });
  });

  it('should narrow to one status and a position kept in the address', () => {
    const filters = findFiltersFromSearch(new URLSearchParams('status=CLAIMED&position=NURSE'));
    expect(filters).toEqual({ status: 'CLAIMED', positionId: 'NURSE' });
    expect(findFiltersToSearch(filters).toString()).toBe('status=CLAIMED&position=NURSE');
    expect(findShiftQuery(filters, 'c1')).toEqual({ statuses: 'CLAIMED', positionId: 'NURSE', cursor: 'c1' });
  });

  it('should ignore statuses a partner cannot search for', () => {
    expect(findFiltersFromSearch(new URLSearchParams('status=CANCELED'))).toEqual({});
  });
});

describe('my shifts filters', () => {
  it('should offer VERIFIED, CLAIMED, CANCELED and FINISHED (spec section 2)', () => {
    for (const status of ['VERIFIED', 'CLAIMED', 'CANCELED', 'FINISHED']) {
      expect(myFiltersFromSearch(new URLSearchParams(`status=${status}`))).toEqual({ status });
    }
    expect(myFiltersFromSearch(new URLSearchParams('status=ABANDONED'))).toEqual({});
  });

  it('should list every status, newest start first, when no status is chosen', () => {
    expect(myShiftsQuery({}, null)).toEqual({ sort: 'startDate', direction: 'desc' });
    expect(myShiftsQuery({ status: 'FINISHED' }, 'c2')).toEqual({
      statuses: 'FINISHED',
      sort: 'startDate',
      direction: 'desc',
      cursor: 'c2',
    });
    expect(myFiltersToSearch({}).toString()).toBe('');
  });
});
