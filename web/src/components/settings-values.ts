import { isSystemSettingsField } from '@careshift/domain/settings/settings';
import type { ClientSettings, SystemSettings } from '@careshift/domain/settings/settings';

/** 'system': all six fields; 'client': a client's own four rate fields. */
export type SettingsMode = 'system' | 'client';

export type SettingsFieldName = keyof SystemSettings;

/** What the configuration fields hold while editing. */
export interface SettingsValues {
  companyCommissionRatePercent: number;
  nightShiftStartHour: number;
  nightShiftEndHour: number;
  /** System mode only: the text of the number inputs. */
  dueInvoiceDays?: string;
  mandatoryRestHours?: string;
}

/** A message per field: a contract validation key (zod) or the server's English text. */
export type SettingsErrors = Partial<Record<SettingsFieldName, string>>;

export function isSettingsField(name: string): name is SettingsFieldName {
  return isSystemSettingsField(name);
}

/** The editing values of a saved configuration (system settings or a client's own). */
export function toSettingsValues(saved: ClientSettings | SystemSettings): SettingsValues {
  return {
    companyCommissionRatePercent: saved.companyCommissionRatePercent,
    nightShiftStartHour: saved.nightShiftStartHour,
    nightShiftEndHour: saved.nightShiftEndHour,
    ...('dueInvoiceDays' in saved
      ? { dueInvoiceDays: String(saved.dueInvoiceDays), mandatoryRestHours: String(saved.mandatoryRestHours) }
      : {}),
  };
}
