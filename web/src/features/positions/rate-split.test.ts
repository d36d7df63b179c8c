import { describe, expect, it } from 'vitest';

import { splitHourlyRate, splitTypedRate, SPLIT_COMMISSION_PERCENT } from './rate-split';

describe('rate split', () => {
  it('should use the system default commission of 20 %', () => {
    expect(SPLIT_COMMISSION_PERCENT).toBe(20);
  });

  it('should split an hourly rate into commission and employee parts that add up to the rate', () => {
    expect(splitHourlyRate(1500)).toEqual({
      totalCost: 1500,
      companyCommission: 300,
      employeeEarnings: 1200,
    });
    const odd = splitHourlyRate(1999);
    expect(odd.companyCommission + odd.employeeEarnings).toBe(1999);
    expect(odd.companyCommission).toBe(400);
  });

  it('should split what the user typed only when it is a valid euro amount', () => {
    expect(splitTypedRate('12.50')).toEqual({
      totalCost: 1250,
      companyCommission: 250,
      employeeEarnings: 1000,
    });
    expect(splitTypedRate('12.505')).toBeUndefined();
    expect(splitTypedRate('')).toBeUndefined();
    expect(splitTypedRate('abc')).toBeUndefined();
  });
});
