import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import { partnerFilterSchema, partnerSearchSchema } from './partner-filter';

describe('partner filter', () => {
  it('should accept no name, or a name of at least 3 characters', () => {
    expect(validateForm(partnerFilterSchema, {}).success).toBe(true);
    expect(validateForm(partnerFilterSchema, { name: '' }).success).toBe(true);
    expect(validateForm(partnerFilterSchema, { name: 'Sof' }).success).toBe(true);
  });

  it('should refuse a name shorter than 3 characters, spaces not counted', () => {
    expect(validateForm(partnerFilterSchema, { name: ' So ' }).errors).toEqual({
      name: 'Must be at least 3 characters.',
    });
  });

  it('should only filter by known statuses', () => {
    expect(validateForm(partnerFilterSchema, { status: 'RESTRICTED' }).success).toBe(true);
    expect(validateForm(partnerFilterSchema, { status: 'X' }).errors).toEqual({
      status: 'Select a valid option.',
    });
  });
});

describe('partner search for assignment', () => {
  it('should need at least 3 characters', () => {
    expect(validateForm(partnerSearchSchema, { query: 'ab' }).errors).toEqual({
      query: 'Must be at least 3 characters.',
    });
    expect(validateForm(partnerSearchSchema, { query: 'abc' }).success).toBe(true);
  });
});
