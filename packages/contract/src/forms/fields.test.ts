import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { validateForm } from './field-errors';
import {
  idList,
  isCalendarDate,
  optionalEnum,
  optionalSearchText,
  optionalWholeNumber,
  password,
  requiredEmail,
  requiredEnum,
  requiredInstant,
  requiredText,
  wholeNumber,
} from './fields';

const errorOf = (field: z.core.$ZodType, value: unknown) =>
  validateForm(z.object({ field }), { field: value }).errors.field;
const valueOf = (field: z.core.$ZodType, value: unknown) => {
  const result = validateForm(z.object({ field }), { field: value });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return (result.data as { field: unknown }).field;
};

describe('requiredText', () => {
  it('should say "Value is required" for missing, empty and blank text', () => {
    for (const value of [undefined, null, '', '   '])
      expect(errorOf(requiredText(), value)).toBe('Value is required');
  });

  it('should trim the text', () => {
    expect(valueOf(requiredText(), '  Maria ')).toBe('Maria');
  });

  it('should cap the length', () => {
    expect(errorOf(requiredText(5), 'abcdef')).toBe('Must be at most 5 characters.');
  });
});

describe('requiredEmail', () => {
  it('should require the e-mail, then require it valid', () => {
    expect(errorOf(requiredEmail(), '')).toBe('Value is required');
    expect(errorOf(requiredEmail(), 'maria@')).toBe('Must be valid e-mail address.');
    expect(valueOf(requiredEmail(), ' maria@example.com ')).toBe('maria@example.com');
  });
});

describe('password', () => {
  it('should need at least 12 characters (issue 30)', () => {
    expect(errorOf(password(), '')).toBe('Value is required');
    expect(errorOf(password(), '12345678901')).toBe('Must be at least 12 characters.');
    expect(valueOf(password(), '123456789012')).toBe('123456789012');
  });
});

describe('requiredEnum and optionalEnum', () => {
  const values = ['A', 'B'] as const;

  it('should say required for an empty choice and invalid option for an unknown one', () => {
    expect(errorOf(requiredEnum(values), '')).toBe('Value is required');
    expect(errorOf(requiredEnum(values), undefined)).toBe('Value is required');
    expect(errorOf(requiredEnum(values), 'C')).toBe('Select a valid option.');
  });

  it('should turn an empty optional choice into undefined', () => {
    expect(valueOf(optionalEnum(values), '')).toBeUndefined();
    expect(valueOf(optionalEnum(values), null)).toBeUndefined();
    expect(errorOf(optionalEnum(values), 'C')).toBe('Select a valid option.');
  });
});

describe('idList', () => {
  it('should say "You need to select at least one." for none', () => {
    expect(errorOf(idList(), [])).toBe('You need to select at least one.');
    expect(errorOf(idList(), undefined)).toBe('You need to select at least one.');
  });

  it('should reduce positions and multiselect options to unique ids', () => {
    expect(valueOf(idList(), [{ id: 'p1', name: 'Nurse' }, { value: 'p2', label: 'Carer' }, 'p1'])).toEqual([
      'p1',
      'p2',
    ]);
  });
});

describe('optionalSearchText', () => {
  it('should accept empty text or at least the minimum', () => {
    expect(valueOf(optionalSearchText(3), '')).toBe('');
    expect(errorOf(optionalSearchText(3), 'ab')).toBe('Must be at least 3 characters.');
    expect(valueOf(optionalSearchText(3), ' abc ')).toBe('abc');
  });
});

describe('wholeNumber', () => {
  it('should require a value and keep 0 as a value', () => {
    expect(errorOf(wholeNumber(0, 100), '')).toBe('Value is required');
    expect(valueOf(wholeNumber(0, 100), 0)).toBe(0);
    expect(valueOf(wholeNumber(0, 100), '0')).toBe(0);
  });

  it('should refuse fractions, text and values out of range', () => {
    for (const value of [1.5, 'abc', -1, 101, true]) {
      expect(errorOf(wholeNumber(0, 100), value)).toBe('Must be a whole number from 0 to 100.');
    }
  });

  it('should make an empty optional number null', () => {
    expect(valueOf(optionalWholeNumber(1, 50), '')).toBeNull();
    expect(valueOf(optionalWholeNumber(1, 50), null)).toBeNull();
    expect(valueOf(optionalWholeNumber(1, 50), '4')).toBe(4);
    expect(errorOf(optionalWholeNumber(1, 50), 0)).toBe('Must be a whole number from 1 to 50.');
  });
});

describe('dates and instants', () => {
  it('should know real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('01/02/2027')).toBe(false);
  });

  it('should take instants with an offset and give them back in UTC', () => {
    expect(valueOf(requiredInstant(), '2027-05-03T10:00:00+03:00')).toBe('2027-05-03T07:00:00.000Z');
    expect(errorOf(requiredInstant(), '')).toBe('Value is required');
    expect(errorOf(requiredInstant(), '2027-05-03 10:00')).toBe('Must be a valid date.');
  });
});
