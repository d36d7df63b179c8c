import type { Control, FieldValues, Path } from 'react-hook-form';

import { InputField } from '../../../components/controlled-field';

interface PasswordFieldProps<T extends FieldValues, N extends Path<T>> {
  control: Control<T>;
  name: N;
  label: string;
  /** The rule a new password must meet; a new password is offered to the browser's password manager. */
  newPasswordHint?: string;
}

/** A password: the one in use (sign-in), or a new one with its rule (password reset). */
export function PasswordField<T extends FieldValues, N extends Path<T>>(props: PasswordFieldProps<T, N>) {
  const { newPasswordHint, ...field } = props;
  return (
    <InputField
      {...field}
      constraintText={newPasswordHint}
      type="password"
      autoComplete={newPasswordHint === undefined ? 'current-password' : 'new-password'}
    />
  );
}
