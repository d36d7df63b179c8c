/** A position's four hourly rates (spec section 3), in the order every screen and check lists them. */
export const RATE_FIELDS = [
  'normalDayHourlyRate',
  'normalNightHourlyRate',
  'holidayDayHourlyRate',
  'holidayNightHourlyRate',
] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/** The hours a rate pays for ("normalDay" for `normalDayHourlyRate`): how screens name the rate. */
export type RateKind = RateField extends `${infer Kind}HourlyRate` ? Kind : never;

const SUFFIX = 'HourlyRate';

/** The hours a rate field pays for. */
export function rateKindOf(field: RateField): RateKind {
  return field.slice(0, -SUFFIX.length) as RateKind;
}
