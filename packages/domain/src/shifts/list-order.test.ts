import { describe, expect, it } from 'vitest';

import { effectiveShiftSort } from './list-order';

describe('effectiveShiftSort', () => {
  it('should default to createdAt descending', () => {
    expect(effectiveShiftSort({ role: 'SYSTEM_USER', hasDateFilter: false })).toEqual({
      field: 'createdAt',
      direction: 'desc',
    });
  });

  it('should keep the sort an administrator chose even with a date filter', () => {
    const sort = { field: 'startDate', direction: 'asc' } as const;
    expect(effectiveShiftSort({ role: 'SYSTEM_USER', sort, hasDateFilter: true })).toEqual(sort);
  });

  it('should force startDate descending for a client user with a date filter', () => {
    for (const role of ['CLIENT', 'OWNER'] as const) {
      const sort = { field: 'createdAt', direction: 'asc' } as const;
      expect(effectiveShiftSort({ role, sort, hasDateFilter: true })).toEqual({
        field: 'startDate',
        direction: 'desc',
      });
    }
  });

  it("should keep a client user's own sort without a date filter", () => {
    const sort = { field: 'startDate', direction: 'asc' } as const;
    expect(effectiveShiftSort({ role: 'CLIENT', sort, hasDateFilter: false })).toEqual(sort);
  });
});
