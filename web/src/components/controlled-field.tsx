import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import type { InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import type { SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import type { TextareaProps } from '@cloudscape-design/components/textarea';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

import { useValidationMessage } from '../i18n/validation';

interface ControlledFieldProps<T extends FieldValues, N extends Path<T>, O = T> {
  /** The form's control; `O` is what its schema turns the values into. */
  control: Control<T, unknown, O>;
  name: N;
  label: string;
  description?: string;
  constraintText?: string;
  /** The control itself, bound to the form value; `invalid` while the field shows an error. */
  children: (field: ControllerRenderProps<T, N>, invalid: boolean) => ReactNode;
}

/**
 * One field of a react-hook-form form in a Cloudscape FormField: its label and hints, and its error
 * (from the contract's zod schema or the server) in the interface language.
 */
export function ControlledField<T extends FieldValues, N extends Path<T>, O = T>(
  props: ControlledFieldProps<T, N, O>,
) {
  const fieldMessage = useValidationMessage();
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => (
        <FormField
          label={props.label}
          description={props.description}
          constraintText={props.constraintText}
          errorText={fieldMessage(fieldState.error?.message)}
        >
          {props.children(field, Boolean(fieldState.error))}
        </FormField>
      )}
    />
  );
}

type InputFieldProps<T extends FieldValues, N extends Path<T>, O = T> = Omit<
  ControlledFieldProps<T, N, O>,
  'children'
> &
  Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
    /** What the typed text becomes before it is stored (digits only, a length cap). */
    transform?: (text: string) => string;
  };

/** A text field of a react-hook-form form (e-mail, password, code, name …). */
export function InputField<T extends FieldValues, N extends Path<T>, O = T>(props: InputFieldProps<T, N, O>) {
  const { control, name, label, description, constraintText, transform, ...inputProps } = props;
  return (
    <ControlledField {...{ control, name, label, description, constraintText }}>
      {(field) => (
        <Input
          {...inputProps}
          value={(field.value as string | undefined) ?? ''}
          onChange={({ detail }) => field.onChange(transform ? transform(detail.value) : detail.value)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    </ControlledField>
  );
}

type TextareaFieldProps<T extends FieldValues, N extends Path<T>, O = T> = Omit<
  ControlledFieldProps<T, N, O>,
  'children'
> &
  Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'name'>;

/** A free text of a react-hook-form form (a reason, a comment). */
export function TextareaField<T extends FieldValues, N extends Path<T>, O = T>(
  props: TextareaFieldProps<T, N, O>,
) {
  const { control, name, label, description, constraintText, ...textareaProps } = props;
  return (
    <ControlledField {...{ control, name, label, description, constraintText }}>
      {(field, invalid) => (
        <Textarea
          {...textareaProps}
          value={String(field.value ?? '')}
          onChange={({ detail }) => field.onChange(detail.value)}
          onBlur={field.onBlur}
          invalid={invalid}
          ref={field.ref}
        />
      )}
    </ControlledField>
  );
}

type SelectFieldProps<T extends FieldValues, N extends Path<T>, O = T> = Omit<
  ControlledFieldProps<T, N, O>,
  'children'
> &
  Omit<SelectProps, 'selectedOption' | 'onChange' | 'onBlur'> & {
    /** The form value of a chosen option (the option values are text). */
    toValue?: (option: string) => unknown;
  };

/** A choice among options of a react-hook-form form; a value that is no option shows as itself. */
export function SelectField<T extends FieldValues, N extends Path<T>, O = T>(
  props: SelectFieldProps<T, N, O>,
) {
  const { control, name, label, description, constraintText, toValue, ...selectProps } = props;
  const optionOf = (value: unknown): SelectProps.Option | null => {
    const text = value === undefined || value === null ? '' : String(value);
    const options = selectProps.options as readonly SelectProps.Option[] | undefined;
    return options?.find((option) => option.value === text) ?? (text ? { value: text, label: text } : null);
  };
  return (
    <ControlledField {...{ control, name, label, description, constraintText }}>
      {(field) => (
        <Select
          {...selectProps}
          selectedOption={optionOf(field.value)}
          onChange={({ detail }) => {
            const value = detail.selectedOption.value ?? '';
            field.onChange(toValue ? toValue(value) : value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    </ControlledField>
  );
}
