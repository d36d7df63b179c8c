import type { Position, PositionForm, positionFormToBody } from '@careshift/contract';

/** What the position form holds: the name and four rates as euro text. */
export type PositionFormValues = PositionForm;

/** What the form yields once the contract's schema has parsed it. */
export type PositionFormOutput = Parameters<typeof positionFormToBody>[0];

const FORM_FIELDS = [
  'name',
  'nameEl',
  'normalDayHourlyRate',
  'normalNightHourlyRate',
  'holidayDayHourlyRate',
  'holidayNightHourlyRate',
] as const;
export type PositionFormField = (typeof FORM_FIELDS)[number];

export function isPositionFormField(name: string): name is PositionFormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The form's starting values: empty for a new position, the position's rates in euros for an edit. */
export function toFormValues(position?: Position): PositionFormValues {
  if (!position) {
    return {
      name: '',
      nameEl: '',
      normalDayHourlyRate: '',
      normalNightHourlyRate: '',
      holidayDayHourlyRate: '',
      holidayNightHourlyRate: '',
    };
  }
  return {
    name: position.name,
    nameEl: position.nameEl ?? '',
    normalDayHourlyRate: euros(position.normalDayHourlyRate),
    normalNightHourlyRate: euros(position.normalNightHourlyRate),
    holidayDayHourlyRate: euros(position.holidayDayHourlyRate),
    holidayNightHourlyRate: euros(position.holidayNightHourlyRate),
  };
}
