import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useValidationMessage } from '../../../i18n/validation';

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
  const fieldMessage = useValidationMessage();
  return (
    <Controller
      name={'email' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <FormField label={t('email.email')} errorText={fieldMessage(fieldState.error?.message)}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="username"
            autoFocus={autoFocus}
            disableBrowserAutocorrect
            value={field.value ?? ''}
            onChange={({ detail }) => field.onChange(detail.value)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}
