/** Money is integer cents in EUR everywhere; forms take euros with at most 2 decimals. */
export type Cents = number;
export const CURRENCY = 'EUR';

const EUROS_PATTERN = /^\d+(\.\d{1,2})?$/;

/** True when the text is a non-negative euro amount with at most 2 decimals ("12", "12.5", "12.50"). */
export function hasAtMostTwoDecimals(text: string): boolean {
  return EUROS_PATTERN.test(text.trim());
}

/** What is wrong with a typed euro amount, so the form can say it (issue 32). */
export type EuroAmountIssue = 'notANumber' | 'nonNegative' | 'plainAmount' | 'twoDecimalsMax';

/**
 * Why a typed euro amount is not one: not a number ("abc"), negative ("-5"), not written plainly
 * ("1e3", "12,50", "+5", ".5"), or more than 2 decimals ("12.505"); undefined when it is fine.
 */
export function euroAmountIssue(text: string): EuroAmountIssue | undefined {
  const value = text.trim();
  if (hasAtMostTwoDecimals(value)) return undefined;
  const number = Number(value.replace(',', '.'));
  if (value === '' || !Number.isFinite(number)) return 'notANumber';
  if (number < 0) return 'nonNegative';
  if (/^\d+\.\d{3,}$/.test(value)) return 'twoDecimalsMax';
  return 'plainAmount';
}

/** Converts euros entered in a form to integer cents without floating-point drift ("19.99" → 1999). */
export function eurosToCents(euros: string | number): Cents {
  const text = typeof euros === 'number' ? euros.toFixed(2) : euros.trim();
  if (!hasAtMostTwoDecimals(text)) throw new RangeError(`Not a euro amount with at most 2 decimals: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a plain euro number for form fields (1999 → 19.99). */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/**
 * One currency formatter per locale: making an Intl.NumberFormat costs far more than formatting with
 * it, and a list of shifts formats several amounts per row.
 */
const euroFormats = new Map<string, Intl.NumberFormat>();

function euroFormat(locale: string): Intl.NumberFormat {
  const tag = locale === 'el' ? 'el-GR' : 'en-IE';
  let format = euroFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: CURRENCY });
    euroFormats.set(tag, format);
  }
  return format;
}

/** Cents formatted for display in a locale ("€19.99" / "19,99 €"). */
export function formatEuros(cents: Cents, locale = 'en'): string {
  return euroFormat(locale).format(cents / 100);
}

/** An hourly rate for display: a dash for 0, otherwise euro per hour. */
export function formatHourlyRate(cents: Cents, locale = 'en', perHour = '/h'): string {
  return cents === 0 ? '-' : `${formatEuros(cents, locale)}${perHour}`;
}
