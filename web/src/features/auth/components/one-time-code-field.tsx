import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';

import { digitsOnly } from '@careshift/contract/forms/phone-field';

interface OneTimeCodeFieldProps {
  label: string;
  constraintText: string;
  /** How many digits the code has: longer input is cut. */
  length: number;
  value: string;
  onChange: (code: string) => void;
  errorText: string | undefined;
}

/** A one-time code (SMS or authenticator app): digits only, offered to the browser as a one-time code. */
export function OneTimeCodeField({
  label,
  constraintText,
  length,
  value,
  onChange,
  errorText,
}: OneTimeCodeFieldProps) {
  return (
    <FormField label={label} constraintText={constraintText} errorText={errorText}>
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        nativeInputAttributes={{ maxLength: length, pattern: '[0-9]*' }}
        value={value}
        onChange={({ detail }) => onChange(digitsOnly(detail.value).slice(0, length))}
      />
    </FormField>
  );
}
