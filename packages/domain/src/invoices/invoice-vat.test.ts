import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';

import { DEFAULT_VAT_SETTING, normaliseVatSetting, vatAmounts, vatTreatmentOf } from './invoice-vat';

describe('vatAmounts', () => {
  it('should add VAT at the rate on the net, rounded to the nearest cent in integers', () => {
    expect(vatAmounts(10_000, { ratePercent: 19 })).toEqual({ net: 10_000, vat: 1900, gross: 11_900 });
    // 1234 × 19% = 234.46 cents → 234
    expect(vatAmounts(1234, { ratePercent: 19 })).toEqual({ net: 1234, vat: 234, gross: 1468 });
    // 250 × 9% = 22.5 cents: half a cent rounds up
    expect(vatAmounts(250, { ratePercent: 9 })).toEqual({ net: 250, vat: 23, gross: 273 });
    // a rate with decimals stays exact: 1001 × 2.5% = 25.025 → 25
    expect(vatAmounts(1001, { ratePercent: 2.5 })).toEqual({ net: 1001, vat: 25, gross: 1026 });
  });

  it('should charge no VAT at 0% nor under an exemption', () => {
    expect(vatAmounts(4321, { ratePercent: 0 })).toEqual({ net: 4321, vat: 0, gross: 4321 });
    expect(vatAmounts(4321, { exemptionEn: 'Exempt', exemptionEl: 'Απαλλαγή' })).toEqual({
      net: 4321,
      vat: 0,
      gross: 4321,
    });
  });

  it('should refuse amounts that are not whole cents and rates out of bounds', () => {
    expect(() => vatAmounts(10.5, { ratePercent: 19 })).toThrow(RangeError);
    expect(() => vatAmounts(-1, { ratePercent: 19 })).toThrow(RangeError);
    expect(() => vatAmounts(100, { ratePercent: 101 })).toThrow(RangeError);
    expect(() => vatAmounts(100, { ratePercent: 19.123 })).toThrow(RangeError);
  });

  it('should keep gross = net + VAT for every amount', () => {
    for (let net = 0; net < 5000; net += 7) {
      const { vat, gross } = vatAmounts(net, { ratePercent: 19 });
      expect(gross).toBe(net + vat);
      expect(Math.abs(vat - net * 0.19)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('normaliseVatSetting', () => {
  it("should default to Cyprus's standard rate", () => {
    expect(vatTreatmentOf(DEFAULT_VAT_SETTING)).toEqual({ ratePercent: 19 });
  });

  it('should keep only the fields of its mode, trimmed', () => {
    expect(normaliseVatSetting({ mode: 'RATE', ratePercent: 9 })).toEqual({ mode: 'RATE', ratePercent: 9 });
    expect(
      normaliseVatSetting({ mode: 'EXEMPT', exemptionEn: '  Exempt, article 18 ', exemptionEl: 'Απαλλαγή' }),
    ).toEqual({ mode: 'EXEMPT', exemptionEn: 'Exempt, article 18', exemptionEl: 'Απαλλαγή' });
  });

  it('should refuse a rate out of bounds and an exemption without both wordings', () => {
    expect(() => normaliseVatSetting({ mode: 'RATE', ratePercent: -1 })).toThrow(ValidationError);
    let error: unknown;
    try {
      normaliseVatSetting({ mode: 'EXEMPT', exemptionEn: 'Exempt', exemptionEl: '   ' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ exemptionEl: 'Value is required' });
  });
});
