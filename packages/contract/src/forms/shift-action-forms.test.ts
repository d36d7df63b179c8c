import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import {
  assignShiftFormSchema,
  cancelClaimFormSchema,
  cancelShiftFormSchema,
  noShowFormSchema,
  REASON_MAX_LENGTH,
} from './shift-action-forms';

describe.each([
  ['cancel', cancelShiftFormSchema],
  ['cancel claim', cancelClaimFormSchema],
  ['no-show', noShowFormSchema],
])('%s reason', (_name, schema) => {
  it('should require a reason, blank counting as none', () => {
    expect(validateForm(schema, { reason: '' }).errors).toEqual({ reason: 'Value is required' });
    expect(validateForm(schema, { reason: '   ' }).errors).toEqual({ reason: 'Value is required' });
    expect(validateForm(schema, {}).errors).toEqual({ reason: 'Value is required' });
  });

  it('should trim the reason', () => {
    expect(schema.parse({ reason: '  Resident moved  ' })).toEqual({ reason: 'Resident moved' });
  });

  it(`should cap the reason at ${REASON_MAX_LENGTH} characters`, () => {
    expect(validateForm(schema, { reason: 'x'.repeat(REASON_MAX_LENGTH) }).success).toBe(true);
    expect(validateForm(schema, { reason: 'x'.repeat(REASON_MAX_LENGTH + 1) }).errors).toEqual({
      reason: `Must be at most ${REASON_MAX_LENGTH} characters.`,
    });
  });
});

describe('assign shift', () => {
  it('should need an employee', () => {
    expect(validateForm(assignShiftFormSchema, { partnerId: '' }).errors).toEqual({
      partnerId: 'Value is required',
    });
    expect(validateForm(assignShiftFormSchema, { partnerId: 'p-1' }).success).toBe(true);
  });
});
