import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '../../../components/controlled-field';

interface EmailFieldProps<T extends FieldValues> {
  control: Control<T>;
  autoFocus?: boolean;
}

/** The sign-in e-mail field of a form whose `email` value it edits (sign-in and password reset). */
export function EmailField<T extends FieldValues & { email?: string }>({
  control,
  autoFocus,
}: EmailFieldProps<T>) {
  const { t } = useTranslation('auth');
  return (
    <InputField
      control={control}
      name={'email' as Path<T>}
      label={t('email.email')}
      type="email"
      inputMode="email"
      autoComplete="username"
      autoFocus={autoFocus}
      disableBrowserAutocorrect
    />
  );
}
