import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';

import {
  DEFAULT_SYSTEM_SETTINGS,
  effectiveSettings,
  employeeRatePercent,
  isSystemSettingsField,
  normaliseClientSettings,
  normaliseSystemSettings,
  SYSTEM_SETTINGS_FIELDS,
} from './settings';

const clientConfig = {
  companyCommissionRatePercent: 15,
  employeeRatePercent: 10,
  nightShiftStartHour: 21,
  nightShiftEndHour: 7,
};

describe('settings', () => {
  it('should default to 20 % commission, nights 22:00–06:00, invoices due in 14 days and 8 hours of rest', () => {
    expect(DEFAULT_SYSTEM_SETTINGS).toEqual({
      companyCommissionRatePercent: 20,
      employeeRatePercent: 80,
      nightShiftStartHour: 22,
      nightShiftEndHour: 6,
      dueInvoiceDays: 14,
      mandatoryRestHours: 8,
    });
    expect(Object.isFrozen(DEFAULT_SYSTEM_SETTINGS)).toBe(true);
  });

  it('should make the employee percent always 100 minus the commission', () => {
    expect(employeeRatePercent(20)).toBe(80);
    expect(employeeRatePercent(0)).toBe(100);
    expect(employeeRatePercent(100)).toBe(0);
  });

  it("should let a client's configuration override the first four system fields and keep the rest", () => {
    expect(effectiveSettings(DEFAULT_SYSTEM_SETTINGS, clientConfig)).toEqual({
      companyCommissionRatePercent: 15,
      employeeRatePercent: 85,
      nightShiftStartHour: 21,
      nightShiftEndHour: 7,
      dueInvoiceDays: 14,
      mandatoryRestHours: 8,
    });
  });

  it('should use the system configuration when the client has none', () => {
    expect(effectiveSettings(DEFAULT_SYSTEM_SETTINGS)).toEqual(DEFAULT_SYSTEM_SETTINGS);
    expect(effectiveSettings(DEFAULT_SYSTEM_SETTINGS, null)).toEqual(DEFAULT_SYSTEM_SETTINGS);
  });

  it('should recompute the employee percent when normalising, whatever was sent', () => {
    expect(normaliseClientSettings(clientConfig).employeeRatePercent).toBe(85);
    expect(
      normaliseSystemSettings({ ...DEFAULT_SYSTEM_SETTINGS, employeeRatePercent: 3 }).employeeRatePercent,
    ).toBe(80);
  });

  it('should refuse out-of-range or fractional values with one message per field', () => {
    try {
      normaliseSystemSettings({
        ...DEFAULT_SYSTEM_SETTINGS,
        companyCommissionRatePercent: 101,
        nightShiftEndHour: 24,
        dueInvoiceDays: 0,
        mandatoryRestHours: 1.5,
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors).sort()).toEqual([
        'companyCommissionRatePercent',
        'dueInvoiceDays',
        'mandatoryRestHours',
        'nightShiftEndHour',
      ]);
    }
  });
});

describe('system settings fields', () => {
  it('names the six settings in form order and recognises only them', () => {
    expect(SYSTEM_SETTINGS_FIELDS).toEqual([
      'companyCommissionRatePercent',
      'employeeRatePercent',
      'nightShiftStartHour',
      'nightShiftEndHour',
      'dueInvoiceDays',
      'mandatoryRestHours',
    ]);
    expect(isSystemSettingsField('dueInvoiceDays')).toBe(true);
    expect(isSystemSettingsField('vat')).toBe(false);
    expect(isSystemSettingsField('toString')).toBe(false);
  });
});
