import type { Control, FieldValues, Path } from 'react-hook-form';

import { digitsOnly, PHONE_COUNTRY_CODES } from '@careshift/contract/forms/phone-field';

import { InputField, SelectField } from './controlled-field';

const CODE_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's `{countryCode, number}` field names. */
  codeName: Path<T>;
  numberName: Path<T>;
  labels: { code: string; number: string; numberHint?: string; filter?: string };
  /** Shown but not editable (a user who may not change this number). */
  readOnly?: boolean;
}

/** A phone number as a country code (default +357) and the number, digits only (spec section 5). */
export function PhoneField<T extends FieldValues>({
  control,
  codeName,
  numberName,
  labels,
  readOnly = false,
}: PhoneFieldProps<T>) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 9rem) 1fr', gap: '0.75rem' }}>
      <SelectField
        control={control}
        name={codeName}
        label={labels.code}
        options={CODE_OPTIONS}
        filteringType="auto"
        filteringAriaLabel={labels.filter ?? labels.code}
        disabled={readOnly}
      />
      <InputField
        control={control}
        name={numberName}
        label={labels.number}
        constraintText={labels.numberHint}
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        transform={digitsOnly}
        readOnly={readOnly}
      />
    </div>
  );
}
