import { useTranslation } from 'react-i18next';

import { OneTimeCodeField } from './one-time-code-field';

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
    <OneTimeCodeField
      label={t('authenticator.code')}
      constraintText={t('authenticator.codeHint')}
      length={AUTHENTICATOR_CODE_LENGTH}
      value={value}
      onChange={onChange}
      errorText={errorText}
    />
  );
}
