import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';

import { digitsOnly } from '@careshift/contract/forms/phone-field';

/** An authenticator app shows 6 digits. */
export const AUTHENTICATOR_CODE_LENGTH = 6;

export const isAuthenticatorCodeComplete = (code: string) =>
  new RegExp(`^\\d{${AUTHENTICATOR_CODE_LENGTH}}$`).test(code);

interface AuthenticatorCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  errorText: string | undefined;
}

/** The 6-digit code of the authenticator app: digits only, offered to the browser as a one-time code. */
export function AuthenticatorCodeField({ value, onChange, errorText }: AuthenticatorCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      label={t('authenticator.code')}
      constraintText={t('authenticator.codeHint')}
      errorText={errorText}
    >
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        nativeInputAttributes={{ maxLength: AUTHENTICATOR_CODE_LENGTH, pattern: '[0-9]*' }}
        value={value}
        onChange={({ detail }) => onChange(digitsOnly(detail.value).slice(0, AUTHENTICATOR_CODE_LENGTH))}
      />
    </FormField>
  );
}
