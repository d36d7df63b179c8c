import { describe, expect, it } from 'vitest';

import { invoiceFiltersFromSearch, invoiceFiltersToSearch, invoiceListQuery } from './invoice-filters';

describe('invoiceFiltersFromSearch', () => {
  it('should read known statuses once, in order, and drop the rest', () => {
    const filters = invoiceFiltersFromSearch(new URLSearchParams('status=PAID,BOGUS,PENDING&status=PAID'));
    expect(filters).toEqual({ statuses: ['PAID', 'PENDING'], direction: 'desc' });
  });

  it('should read an ascending order and default to newest first', () => {
    expect(invoiceFiltersFromSearch(new URLSearchParams('dir=asc')).direction).toBe('asc');
    expect(invoiceFiltersFromSearch(new URLSearchParams('dir=sideways')).direction).toBe('desc');
  });
});

describe('invoiceFiltersToSearch', () => {
  it('should write the filters and keep other parameters', () => {
    const search = invoiceFiltersToSearch(
      { statuses: ['CANCELED'], direction: 'asc' },
      new URLSearchParams('status=PAID&x=1'),
    );
    expect(search.toString()).toBe('x=1&status=CANCELED&dir=asc');
  });

  it('should leave the defaults out', () => {
    expect(invoiceFiltersToSearch({ statuses: [], direction: 'desc' }).toString()).toBe('');
  });
});

describe('invoiceListQuery', () => {
  it('should send the statuses, the partner, the order and the cursor', () => {
    expect(
      invoiceListQuery(
        { statuses: ['PAID', 'PENDING'], direction: 'desc' },
        { partnerId: 'p1', cursor: 'c' },
      ),
    ).toEqual({ statuses: 'PAID,PENDING', partnerId: 'p1', direction: 'desc', cursor: 'c' });
    expect(invoiceListQuery({ statuses: [], direction: 'asc' })).toEqual({ direction: 'asc' });
  });
});
