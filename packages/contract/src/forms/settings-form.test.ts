import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import {
  clientSettingsFormSchema,
  employeeRatePercentFor,
  NIGHT_HOURS,
  systemSettingsFormSchema,
} from './settings-form';

const client = {
  companyCommissionRatePercent: 20,
  employeeRatePercent: 80,
  nightShiftStartHour: 22,
  nightShiftEndHour: 6,
};
const system = { ...client, dueInvoiceDays: 14, mandatoryRestHours: 11 };

describe('configuration forms', () => {
  it('should accept a night window that wraps past midnight', () => {
    expect(validateForm(clientSettingsFormSchema, client).success).toBe(true);
    expect(validateForm(systemSettingsFormSchema, system).success).toBe(true);
  });

  it('should require commission and night hours', () => {
    const empty = {
      companyCommissionRatePercent: '',
      employeeRatePercent: '',
      nightShiftStartHour: '',
      nightShiftEndHour: '',
    };
    expect(validateForm(clientSettingsFormSchema, empty).errors).toEqual({
      companyCommissionRatePercent: 'Value is required',
      nightShiftStartHour: 'Value is required',
      nightShiftEndHour: 'Value is required',
    });
  });

  it.each([0, 100])('should accept the commission bound %s', (commission) => {
    const form = {
      ...client,
      companyCommissionRatePercent: commission,
      employeeRatePercent: 100 - commission,
    };
    expect(validateForm(clientSettingsFormSchema, form).success).toBe(true);
  });

  it.each([-1, 101, 12.5])('should refuse the commission %s: a whole percent 0 to 100', (commission) => {
    expect(
      validateForm(clientSettingsFormSchema, { ...client, companyCommissionRatePercent: commission }).errors,
    ).toMatchObject({ companyCommissionRatePercent: 'Must be a whole number from 0 to 100.' });
  });

  it('should make the employee percent 100 minus the commission', () => {
    expect(employeeRatePercentFor(15)).toBe(85);
    const { employeeRatePercent: _omitted, ...withoutEmployee } = client;
    expect(
      clientSettingsFormSchema.parse({ ...withoutEmployee, companyCommissionRatePercent: '15' }),
    ).toEqual({
      companyCommissionRatePercent: 15,
      employeeRatePercent: 85,
      nightShiftStartHour: 22,
      nightShiftEndHour: 6,
    });
    expect(validateForm(clientSettingsFormSchema, { ...client, employeeRatePercent: 70 }).errors).toEqual({
      employeeRatePercent: 'Must be 100 minus the commission (80).',
    });
  });

  it('should offer night hours 1:00 to 23:00 and refuse 0 and 24', () => {
    expect(NIGHT_HOURS).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    expect(validateForm(clientSettingsFormSchema, { ...client, nightShiftEndHour: 0 }).errors).toEqual({
      nightShiftEndHour: 'Must be a whole number from 1 to 23.',
    });
    expect(validateForm(clientSettingsFormSchema, { ...client, nightShiftStartHour: 24 }).errors).toEqual({
      nightShiftStartHour: 'Must be a whole number from 1 to 23.',
    });
  });

  it('should refuse an empty night window (start equal to end)', () => {
    expect(validateForm(clientSettingsFormSchema, { ...client, nightShiftEndHour: 22 }).errors).toEqual({
      nightShiftEndHour: 'Night start and end must differ.',
    });
  });

  it('should leave rest hours and invoice days out of the client configuration', () => {
    const parsed = clientSettingsFormSchema.parse(system);
    expect(parsed).not.toHaveProperty('dueInvoiceDays');
    expect(parsed).not.toHaveProperty('mandatoryRestHours');
  });

  it('should require rest hours and invoice days in the system configuration', () => {
    expect(validateForm(systemSettingsFormSchema, client).errors).toEqual({
      dueInvoiceDays: 'Value is required',
      mandatoryRestHours: 'Value is required',
    });
  });
});

describe('configuration bounds shared with the domain', () => {
  it('should refuse invoice days and rest hours outside the domain bounds', () => {
    expect(validateForm(systemSettingsFormSchema, { ...system, dueInvoiceDays: 0 }).errors).toEqual({
      dueInvoiceDays: 'Must be a whole number from 1 to 365.',
    });
    expect(validateForm(systemSettingsFormSchema, { ...system, mandatoryRestHours: 73 }).errors).toEqual({
      mandatoryRestHours: 'Must be a whole number from 0 to 72.',
    });
  });
});
