import { describe, expect, it } from 'vitest';

import { clientConfigurationFormSchema, systemConfigurationFormSchema } from '@careshift/contract';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/config/settings';

import { isConfigurationField, toConfigurationValues } from './configuration-values';

describe('configuration values', () => {
  it('should hold a saved system configuration so that the system schema accepts it unchanged', () => {
    const values = toConfigurationValues(DEFAULT_SYSTEM_SETTINGS);
    expect(values).toEqual({
      companyCommissionRatePercent: 20,
      nightShiftStartHour: 22,
      nightShiftEndHour: 6,
      dueInvoiceDays: '14',
      mandatoryRestHours: '8',
    });
    expect(systemConfigurationFormSchema.parse(values)).toEqual(DEFAULT_SYSTEM_SETTINGS);
  });

  it("should hold a client's own configuration without the system-only fields", () => {
    const own = {
      companyCommissionRatePercent: 25,
      employeeRatePercent: 75,
      nightShiftStartHour: 23,
      nightShiftEndHour: 7,
    };
    const values = toConfigurationValues(own);
    expect(values).not.toHaveProperty('dueInvoiceDays');
    expect(clientConfigurationFormSchema.parse(values)).toEqual(own);
  });

  it('should know the six configuration fields and nothing else', () => {
    expect(isConfigurationField('mandatoryRestHours')).toBe(true);
    expect(isConfigurationField('body')).toBe(false);
  });
});
