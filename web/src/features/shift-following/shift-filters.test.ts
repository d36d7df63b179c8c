import { describe, expect, it } from 'vitest';

import {
  effectiveSort,
  emptyShiftFilters,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  isCalendarDay,
  isSortForced,
  shiftListQuery,
} from './shift-filters';
import type { ShiftFilters } from './shift-filters';

const search = (text: string) => new URLSearchParams(text);

describe('shift filters', () => {
  it('should read every filter from the address', () => {
    const filters = filtersFromSearch(
      search(
        'status=VERIFIED,CLAIMED&client=c1&partner=p1&partnerName=Maria%20K&position=NURSE&from=2026-03-01&to=2026-03-31&sort=startDate&dir=asc',
      ),
    );
    expect(filters).toEqual({
      statuses: ['VERIFIED', 'CLAIMED'],
      clientIds: ['c1'],
      partnerId: 'p1',
      partnerName: 'Maria K',
      positionIds: ['NURSE'],
      from: '2026-03-01',
      to: '2026-03-31',
      sort: { field: 'startDate', direction: 'asc' },
    });
  });

  it('should accept repeated parameters as well as comma-joined ones and drop duplicates', () => {
    const filters = filtersFromSearch(search('status=VERIFIED&status=CLAIMED,VERIFIED'));
    expect(filters.statuses).toEqual(['VERIFIED', 'CLAIMED']);
  });

  it('should drop unknown statuses, malformed ids and impossible dates instead of failing', () => {
    const filters = filtersFromSearch(
      search('status=OPEN,FINISHED&client=%3Cscript%3E&from=2026-02-31&to=tomorrow&sort=price&dir=up'),
    );
    expect(filters).toEqual({ ...emptyShiftFilters(), statuses: ['FINISHED'] });
  });

  it('should swap a date range given backwards', () => {
    const filters = filtersFromSearch(search('from=2026-05-10&to=2026-05-01'));
    expect([filters.from, filters.to]).toEqual(['2026-05-01', '2026-05-10']);
  });

  it('should ignore a partner name without a partner id', () => {
    expect(filtersFromSearch(search('partnerName=Someone')).partnerName).toBeUndefined();
  });

  it('should round-trip filters through the address', () => {
    const filters: ShiftFilters = {
      statuses: ['CANCELED'],
      clientIds: ['c1', 'c2'],
      partnerId: 'p9',
      partnerName: 'Eleni Georgiou',
      positionIds: ['CARER'],
      from: '2026-01-01',
      to: '2026-01-02',
      sort: { field: 'startDate', direction: 'desc' },
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it('should leave defaults out of the address so the plain list has a plain URL', () => {
    expect(filtersToSearch(emptyShiftFilters()).toString()).toBe('');
  });

  it('should tell active filters from sorting', () => {
    expect(hasActiveFilters({ ...emptyShiftFilters(), sort: { field: 'startDate', direction: 'asc' } })).toBe(
      false,
    );
    expect(hasActiveFilters({ ...emptyShiftFilters(), to: '2026-01-01' })).toBe(true);
  });

  it('should know real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
  });
});

describe('shift list query', () => {
  const filters: ShiftFilters = {
    ...emptyShiftFilters(),
    statuses: ['VERIFIED', 'CLAIMED'],
    clientIds: ['c1'],
    positionIds: ['NURSE', 'CARER'],
    from: '2026-03-01',
    sort: { field: 'createdAt', direction: 'asc' },
  };

  it('should send the filters, the sort and the cursor as the API names them', () => {
    expect(shiftListQuery(filters, { role: 'SYSTEM_USER', scope: { kind: 'all' }, cursor: 'abc' })).toEqual({
      statuses: 'VERIFIED,CLAIMED',
      clientIds: 'c1',
      positionIds: 'NURSE,CARER',
      from: '2026-03-01',
      sort: 'createdAt',
      direction: 'asc',
      cursor: 'abc',
    });
  });

  it('should force start date descending for a client with a date filter (spec section 9)', () => {
    expect(effectiveSort(filters, 'CLIENT')).toEqual({ field: 'startDate', direction: 'desc' });
    expect(effectiveSort(filters, 'OWNER')).toEqual({ field: 'startDate', direction: 'desc' });
    expect(effectiveSort(filters, 'SYSTEM_USER')).toEqual({ field: 'createdAt', direction: 'asc' });
    expect(effectiveSort({ ...filters, from: undefined }, 'CLIENT')).toEqual({
      field: 'createdAt',
      direction: 'asc',
    });
  });

  it('should disable sorting exactly when a client user filters by date', () => {
    expect(isSortForced(filters, 'CLIENT')).toBe(true);
    expect(isSortForced({ ...filters, sort: { field: 'startDate', direction: 'desc' } }, 'OWNER')).toBe(true);
    expect(isSortForced(filters, 'SYSTEM_USER')).toBe(false);
    expect(isSortForced({ ...filters, from: undefined, to: undefined }, 'CLIENT')).toBe(false);
  });

  it('should fix the client of a clientRequests table whatever the filter says', () => {
    const query = shiftListQuery(filters, {
      role: 'SYSTEM_USER',
      scope: { kind: 'client', clientId: 'route-client' },
    });
    expect(query.clientIds).toBe('route-client');
  });

  it('should fix the partner of an employeeRequests table whatever the filter says', () => {
    const query = shiftListQuery(
      { ...filters, partnerId: 'other' },
      { role: 'SYSTEM_USER', scope: { kind: 'partner', partnerId: 'route-partner' } },
    );
    expect(query.partnerId).toBe('route-partner');
  });

  it('should send no cursor for the first page', () => {
    expect(shiftListQuery(emptyShiftFilters(), { role: 'CLIENT', scope: { kind: 'all' } })).toEqual({
      sort: 'createdAt',
      direction: 'desc',
    });
  });
});
