import { ValidationError } from '../errors';

/** A client's own settings: override the system ones for that client's shifts (spec section 3). */
export interface ClientSettings {
  companyCommissionRatePercent: number;
  /** Always 100 − companyCommissionRatePercent; recomputed, never trusted from input. */
  employeeRatePercent: number;
  /** Local Nicosia hour (0–23) at which the night window opens. */
  nightShiftStartHour: number;
  /** Local Nicosia hour (0–23) at which the night window closes; below the start it wraps past midnight. */
  nightShiftEndHour: number;
}

/** The system settings document. */
export interface SystemSettings extends ClientSettings {
  /** Days after an invoice's creation before it is overdue (and the partner is restricted). */
  dueInvoiceDays: number;
  /** Hours a partner must rest between two claimed shifts. */
  mandatoryRestHours: number;
}

/** What an operator in Cyprus expects before anyone edits the settings (docs/decisions/money/system-settings.md). */
export const DEFAULT_SYSTEM_SETTINGS: Readonly<SystemSettings> = Object.freeze({
  companyCommissionRatePercent: 20,
  employeeRatePercent: 80,
  nightShiftStartHour: 22,
  nightShiftEndHour: 6,
  dueInvoiceDays: 14,
  mandatoryRestHours: 8,
});

/** The system settings' field names, in the order the forms show them. */
export const SYSTEM_SETTINGS_FIELDS = Object.freeze(
  Object.keys(DEFAULT_SYSTEM_SETTINGS) as (keyof SystemSettings)[],
);

/** Whether a name (a form field, an audit change) is one of the system settings. */
export function isSystemSettingsField(name: string): name is keyof SystemSettings {
  return (SYSTEM_SETTINGS_FIELDS as readonly string[]).includes(name);
}

/** Bounds the API enforces on the settings (the forms offer a 0–100 slider and an hour list). */
export const SETTINGS_BOUNDS = Object.freeze({
  commissionPercent: { min: 0, max: 100 },
  hour: { min: 0, max: 23 },
  dueInvoiceDays: { min: 1, max: 365 },
  mandatoryRestHours: { min: 0, max: 72 },
});

/** The partner's share of a shift's total: 100 − the company commission. */
export function employeeRatePercent(companyCommissionRatePercent: number): number {
  return 100 - companyCommissionRatePercent;
}

/** The configuration that applies to a client's shifts: its own first four fields over the system ones. */
export function effectiveSettings(system: SystemSettings, client?: ClientSettings | null): SystemSettings {
  const commission = client ? client.companyCommissionRatePercent : system.companyCommissionRatePercent;
  return {
    companyCommissionRatePercent: commission,
    employeeRatePercent: employeeRatePercent(commission),
    nightShiftStartHour: client ? client.nightShiftStartHour : system.nightShiftStartHour,
    nightShiftEndHour: client ? client.nightShiftEndHour : system.nightShiftEndHour,
    dueInvoiceDays: system.dueInvoiceDays,
    mandatoryRestHours: system.mandatoryRestHours,
  };
}

type Bound = { min: number; max: number };

function checkWhole(errors: Record<string, string>, field: string, value: unknown, bound: Bound): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < bound.min || value > bound.max) {
    errors[field] = `Must be a whole number from ${bound.min} to ${bound.max}.`;
  }
}

/** Checks a client configuration and returns it with employeeRatePercent recomputed. */
export function normaliseClientSettings(config: ClientSettings): ClientSettings {
  const errors: Record<string, string> = {};
  checkWhole(
    errors,
    'companyCommissionRatePercent',
    config.companyCommissionRatePercent,
    SETTINGS_BOUNDS.commissionPercent,
  );
  checkWhole(errors, 'nightShiftStartHour', config.nightShiftStartHour, SETTINGS_BOUNDS.hour);
  checkWhole(errors, 'nightShiftEndHour', config.nightShiftEndHour, SETTINGS_BOUNDS.hour);
  if (Object.keys(errors).length > 0) throw new ValidationError('Invalid configuration.', errors);
  return {
    companyCommissionRatePercent: config.companyCommissionRatePercent,
    employeeRatePercent: employeeRatePercent(config.companyCommissionRatePercent),
    nightShiftStartHour: config.nightShiftStartHour,
    nightShiftEndHour: config.nightShiftEndHour,
  };
}

/** Checks the system settings and returns them with employeeRatePercent recomputed. */
export function normaliseSystemSettings(settings: SystemSettings): SystemSettings {
  const errors: Record<string, string> = {};
  let client: ClientSettings | undefined;
  try {
    client = normaliseClientSettings(settings);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.fieldErrors);
  }
  checkWhole(errors, 'dueInvoiceDays', settings.dueInvoiceDays, SETTINGS_BOUNDS.dueInvoiceDays);
  checkWhole(errors, 'mandatoryRestHours', settings.mandatoryRestHours, SETTINGS_BOUNDS.mandatoryRestHours);
  if (!client || Object.keys(errors).length > 0) throw new ValidationError('Invalid configuration.', errors);
  return {
    ...client,
    dueInvoiceDays: settings.dueInvoiceDays,
    mandatoryRestHours: settings.mandatoryRestHours,
  };
}
