import type { ClientConfig, SystemSettings } from '@careshift/domain/config/settings';

/** 'system': all six fields; 'client': a client's own four rate fields. */
export type ConfigurationMode = 'system' | 'client';

export type ConfigurationFieldName = keyof SystemSettings;

/** What the configuration fields hold while editing. */
export interface ConfigurationValues {
  companyCommissionRatePercent: number;
  nightShiftStartHour: number;
  nightShiftEndHour: number;
  /** System mode only: the text of the number inputs. */
  dueInvoiceDays?: string;
  mandatoryRestHours?: string;
}

/** A message per field: a contract validation key (zod) or the server's English text. */
export type ConfigurationErrors = Partial<Record<ConfigurationFieldName, string>>;

const FIELD_NAMES: readonly string[] = [
  'companyCommissionRatePercent',
  'employeeRatePercent',
  'nightShiftStartHour',
  'nightShiftEndHour',
  'dueInvoiceDays',
  'mandatoryRestHours',
] satisfies ConfigurationFieldName[];

export function isConfigurationField(name: string): name is ConfigurationFieldName {
  return FIELD_NAMES.includes(name);
}

/** The editing values of a saved configuration (system settings or a client's own). */
export function toConfigurationValues(saved: ClientConfig | SystemSettings): ConfigurationValues {
  return {
    companyCommissionRatePercent: saved.companyCommissionRatePercent,
    nightShiftStartHour: saved.nightShiftStartHour,
    nightShiftEndHour: saved.nightShiftEndHour,
    ...('dueInvoiceDays' in saved
      ? { dueInvoiceDays: String(saved.dueInvoiceDays), mandatoryRestHours: String(saved.mandatoryRestHours) }
      : {}),
  };
}
