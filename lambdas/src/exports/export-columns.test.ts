import { describe, expect, it } from 'vitest';

import type { ShiftRecord } from '@careshift/db';

import { SHIFT_COLUMNS } from './export-columns';

const cells = (shift: Partial<ShiftRecord>) =>
  Object.fromEntries(SHIFT_COLUMNS.map((column) => [column.header, column.value(shift as ShiftRecord)]));

describe('the shifts CSV money columns (issue 34 item 4)', () => {
  const planned = { totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 };

  it('should print the planned cost of a shift without an approved timesheet', () => {
    expect(cells({ cost: planned })).toMatchObject({
      'Total cost (EUR)': '120.00',
      'Partner earnings (EUR)': '96.00',
      'Commission (EUR)': '24.00',
      'Priced on': 'planned hours',
    });
  });

  it('should print the cost of the approved hours once the timesheet is approved', () => {
    const billedCost = { totalCost: 13500, employeeEarnings: 10800, companyCommission: 2700 };
    expect(cells({ cost: planned, billedCost })).toMatchObject({
      'Total cost (EUR)': '135.00',
      'Partner earnings (EUR)': '108.00',
      'Commission (EUR)': '27.00',
      'Priced on': 'approved hours',
    });
  });
});
