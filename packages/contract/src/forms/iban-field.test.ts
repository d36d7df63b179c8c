import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { validateForm } from './field-errors';
import { isValidIban, optionalIban } from './iban-field';

const schema = z.object({ iban: optionalIban() });

describe('IBAN field', () => {
  it.each([
    ['CY17002001280000001200527600', 'Cyprus, 28 characters'],
    ['GR1601101250000000012300695', 'Greece, 27 characters'],
    ['DE89370400440532013000', 'Germany, 22 characters'],
    ['GB82WEST12345698765432', 'United Kingdom, 22 characters'],
  ])('should accept %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('should refuse a wrong mod-97 checksum', () => {
    expect(isValidIban('CY17002001280000001200527601')).toBe(false);
  });

  it('should refuse a length wrong for the country', () => {
    expect(isValidIban('CY1700200128000000120052760')).toBe(false);
    expect(isValidIban('GR16011012500000000123006950')).toBe(false);
  });

  it('should refuse an unknown country', () => {
    expect(isValidIban('ZZ17002001280000001200527600')).toBe(false);
  });

  it('should show the spec message on an invalid IBAN', () => {
    expect(validateForm(schema, { iban: 'CY00 1234' }).errors).toEqual({
      iban: 'Must be valid IBAN number.',
    });
  });

  it('should let the IBAN be empty', () => {
    expect(validateForm(schema, { iban: '' }).success).toBe(true);
    expect(validateForm(schema, {}).success).toBe(true);
  });

  it('should accept spaces and lower case and store the electronic form', () => {
    const result = validateForm(schema, { iban: 'cy17 0020 0128 0000 0012 0052 7600' });
    expect(result.success && result.data.iban).toBe('CY17002001280000001200527600');
  });
});
