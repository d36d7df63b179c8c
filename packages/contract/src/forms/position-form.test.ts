import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import { positionFormSchema, positionFormToBody } from './position-form';

const position = {
  name: 'Registered Nurse',
  normalDayHourlyRate: '12.50',
  normalNightHourlyRate: '14',
  holidayDayHourlyRate: '18.5',
  holidayNightHourlyRate: '0',
};

describe('position form', () => {
  it('should require the name and the four rates ("Value is required")', () => {
    const empty = {
      name: '',
      normalDayHourlyRate: '',
      normalNightHourlyRate: '',
      holidayDayHourlyRate: '',
      holidayNightHourlyRate: '',
    };
    expect(validateForm(positionFormSchema, empty).errors).toEqual({
      name: 'Value is required',
      normalDayHourlyRate: 'Value is required',
      normalNightHourlyRate: 'Value is required',
      holidayDayHourlyRate: 'Value is required',
      holidayNightHourlyRate: 'Value is required',
    });
  });

  it('should allow at most 2 decimals ("2 decimals max")', () => {
    expect(validateForm(positionFormSchema, { ...position, normalDayHourlyRate: '12.505' }).errors).toEqual({
      normalDayHourlyRate: '2 decimals max',
    });
  });

  it('should say what is wrong with a rate, not always "2 decimals max" (issue 32 item 10)', () => {
    const errorOf = (rate: string) =>
      validateForm(positionFormSchema, { ...position, normalDayHourlyRate: rate }).errors.normalDayHourlyRate;
    expect(errorOf('-5')).toBe('Must be zero or more');
    expect(errorOf('abc')).toBe('Must be a number, such as 12.50.');
    expect(errorOf('1e3')).toBe(
      'Write the amount in plain digits with a point for decimals, such as 1000.00.',
    );
    expect(errorOf('12,50')).toBe(
      'Write the amount in plain digits with a point for decimals, such as 1000.00.',
    );
    expect(errorOf('12.505')).toBe('2 decimals max');
    expect(errorOf('12.50')).toBeUndefined();
  });

  it('should send the euros as cents', () => {
    expect(positionFormToBody(positionFormSchema.parse(position))).toEqual({
      name: 'Registered Nurse',
      nameEl: '',
      normalDayHourlyRate: 1250,
      normalNightHourlyRate: 1400,
      holidayDayHourlyRate: 1850,
      holidayNightHourlyRate: 0,
    });
  });

  it('should take an optional Greek name, trimmed, of at most 100 characters', () => {
    const parsed = positionFormSchema.parse({ ...position, nameEl: '  Νοσηλευτής/τρια ' });
    expect(positionFormToBody(parsed).nameEl).toBe('Νοσηλευτής/τρια');
    expect(validateForm(positionFormSchema, { ...position, nameEl: 'α'.repeat(101) }).errors).toEqual({
      nameEl: 'Must be at most 100 characters.',
    });
  });
});
