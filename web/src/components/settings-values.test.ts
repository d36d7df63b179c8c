import { describe, expect, it } from 'vitest';

import { clientSettingsFormSchema, systemSettingsFormSchema } from '@careshift/contract';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';

import { isSettingsField, toSettingsValues } from './settings-values';

describe('configuration values', () => {
  it('should hold a saved system configuration so that the system schema accepts it unchanged', () => {
    const values = toSettingsValues(DEFAULT_SYSTEM_SETTINGS);
    expect(values).toEqual({
      companyCommissionRatePercent: 20,
      nightShiftStartHour: 22,
      nightShiftEndHour: 6,
      dueInvoiceDays: '14',
      mandatoryRestHours: '8',
    });
    expect(systemSettingsFormSchema.parse(values)).toEqual(DEFAULT_SYSTEM_SETTINGS);
  });

  it("should hold a client's own configuration without the system-only fields", () => {
    const own = {
      companyCommissionRatePercent: 25,
      employeeRatePercent: 75,
      nightShiftStartHour: 23,
      nightShiftEndHour: 7,
    };
    const values = toSettingsValues(own);
    expect(values).not.toHaveProperty('dueInvoiceDays');
    expect(clientSettingsFormSchema.parse(values)).toEqual(own);
  });

  it('should know the six configuration fields and nothing else', () => {
    expect(isSettingsField('mandatoryRestHours')).toBe(true);
    expect(isSettingsField('body')).toBe(false);
  });
});
