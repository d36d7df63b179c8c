import { ValidationError } from '../errors';
import type { Cents } from '../money';

/**
 * How an invoice treats VAT (a system setting, issue 29 item 5): a rate in percent (Cyprus: 19, 9, 5, 3,
 * 0), or an exemption whose reason, in English and Greek, is printed on the invoice instead of a rate.
 */
export type VatSetting =
  { mode: 'RATE'; ratePercent: number } | { mode: 'EXEMPT'; exemptionEn: string; exemptionEl: string };

export const VAT_MODES = ['RATE', 'EXEMPT'] as const;

/** Cyprus's standard rate: what applies until an administrator saves the setting. */
export const DEFAULT_VAT_SETTING: Readonly<VatSetting> = Object.freeze({ mode: 'RATE', ratePercent: 19 });

/** The bounds of the setting: a rate 0–100 with at most two decimals, a reason of at most 300 characters. */
export const VAT_BOUNDS = Object.freeze({ rate: { min: 0, max: 100 }, exemptionLength: 300 });

/** The VAT an invoice states: its rate, or its exemption wording (frozen on the invoice at issue). */
export type VatTreatment = { ratePercent: number } | { exemptionEn: string; exemptionEl: string };

/** An invoice's amounts in cents: the lines' sum before VAT, the VAT, and what the partner pays. */
export interface VatAmounts {
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** The rate in hundredths of a percent (19 → 1900, 2.5 → 250), so the arithmetic stays in integers. */
function basisPoints(ratePercent: number): number {
  return Math.round(ratePercent * 100);
}

/** True when the rate is a number 0–100 with at most two decimals. */
export function isVatRate(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= VAT_BOUNDS.rate.min &&
    value <= VAT_BOUNDS.rate.max &&
    Math.abs(value * 100 - basisPoints(value)) < 1e-6
  );
}

/**
 * Net, VAT and gross of an invoice, in integer cents: VAT = net × rate, rounded to the nearest cent (half
 * a cent up), computed once on the invoice's net (not per line); an exemption has no VAT.
 */
export function vatAmounts(net: Cents, treatment: VatTreatment): VatAmounts {
  if (!Number.isInteger(net) || net < 0) throw new RangeError(`Not an amount in cents: ${net}`);
  if (!('ratePercent' in treatment)) return { net, vat: 0, gross: net };
  if (!isVatRate(treatment.ratePercent)) throw new RangeError(`Not a VAT rate: ${treatment.ratePercent}`);
  const vat = Math.floor((net * basisPoints(treatment.ratePercent) + 5000) / 10000);
  return { net, vat, gross: net + vat };
}

/** What an invoice issued under this setting states (the rate, or both wordings of the exemption). */
export function vatTreatmentOf(setting: VatSetting): VatTreatment {
  return setting.mode === 'RATE'
    ? { ratePercent: setting.ratePercent }
    : { exemptionEn: setting.exemptionEn, exemptionEl: setting.exemptionEl };
}

/** Checks the setting (field errors by name) and returns it trimmed, with only its mode's fields. */
export function normaliseVatSetting(setting: VatSetting): VatSetting {
  if (setting.mode === 'RATE') {
    if (!isVatRate(setting.ratePercent)) {
      throw new ValidationError('Invalid VAT setting.', {
        ratePercent: 'Must be a number from 0 to 100 with at most 2 decimals.',
      });
    }
    return { mode: 'RATE', ratePercent: setting.ratePercent };
  }
  const errors: Record<string, string> = {};
  const exemptionEn = (setting.exemptionEn ?? '').trim();
  const exemptionEl = (setting.exemptionEl ?? '').trim();
  for (const [field, value] of [
    ['exemptionEn', exemptionEn],
    ['exemptionEl', exemptionEl],
  ] as const) {
    if (!value) errors[field] = 'Value is required';
    else if (value.length > VAT_BOUNDS.exemptionLength)
      errors[field] = `At most ${VAT_BOUNDS.exemptionLength} characters.`;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError('Invalid VAT setting.', errors);
  return { mode: 'EXEMPT', exemptionEn, exemptionEl };
}
