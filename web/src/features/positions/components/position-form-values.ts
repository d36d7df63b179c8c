import type { Position, PositionForm, positionFormToBody } from '@careshift/contract';
import { RATE_FIELDS } from '@careshift/domain/cost/rate-fields';
import type { RateField } from '@careshift/domain/cost/rate-fields';

/** What the position form holds: the name and four rates as euro text. */
export type PositionFormValues = PositionForm;

/** What the form yields once the contract's schema has parsed it. */
export type PositionFormOutput = Parameters<typeof positionFormToBody>[0];

const FORM_FIELDS = ['name', 'nameEl', ...RATE_FIELDS] as const;
export type PositionFormField = (typeof FORM_FIELDS)[number];

export function isPositionFormField(name: string): name is PositionFormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** Each of the four rates as the form holds it. */
function rateTexts(text: (field: RateField) => string): Record<RateField, string> {
  const [normalDay, normalNight, holidayDay, holidayNight] = RATE_FIELDS;
  return {
    [normalDay]: text(normalDay),
    [normalNight]: text(normalNight),
    [holidayDay]: text(holidayDay),
    [holidayNight]: text(holidayNight),
  };
}

/** The form's starting values: empty for a new position, the position's rates in euros for an edit. */
export function toFormValues(position?: Position): PositionFormValues {
  if (!position) return { name: '', nameEl: '', ...rateTexts(() => '') };
  return {
    name: position.name,
    nameEl: position.nameEl ?? '',
    ...rateTexts((field) => euros(position[field])),
  };
}
