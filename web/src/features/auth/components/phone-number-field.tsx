import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { Controller } from 'react-hook-form';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { digitsOnly, PHONE_COUNTRY_CODES, splitPhoneNumber } from '@careshift/contract/forms/phone-field';
import type { PhoneLoginForm } from '@careshift/contract/forms/phone-login-form';

import { useValidationMessage } from '../../../i18n/validation';

const CODE_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

interface PhoneNumberFieldProps {
  control: Control<PhoneLoginForm>;
  setValue: UseFormSetValue<PhoneLoginForm>;
}

/**
 * The mobile number as two fields (spec section 5): a country code (default +357) and the number,
 * digits only. A whole number pasted with its "+code" is split into the two.
 */
export function PhoneNumberField({ control, setValue }: PhoneNumberFieldProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useValidationMessage();

  return (
    <div className="cs-login__phone">
      <Controller
        name="phone.countryCode"
        control={control}
        render={({ field, fieldState }) => (
          <FormField label={t('phone.countryCode')} errorText={fieldMessage(fieldState.error?.message)}>
            <Select
              selectedOption={field.value ? { value: field.value, label: field.value } : null}
              options={CODE_OPTIONS}
              filteringType="auto"
              filteringPlaceholder={t('phone.countryCodeFilter')}
              filteringAriaLabel={t('phone.countryCodeFilter')}
              filteringClearAriaLabel={t('phone.clearFilter')}
              noMatch={t('phone.countryCodeNoMatch')}
              onChange={({ detail }) => field.onChange(detail.selectedOption.value)}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <Controller
        name="phone.number"
        control={control}
        render={({ field, fieldState }) => (
          <FormField
            label={t('phone.number')}
            constraintText={t('phone.numberHint')}
            errorText={fieldMessage(fieldState.error?.message)}
          >
            <Input
              type="text"
              inputMode="numeric"
              autoComplete="tel-national"
              autoFocus
              value={field.value ?? ''}
              onChange={({ detail }) => {
                if (detail.value.trim().startsWith('+')) {
                  const split = splitPhoneNumber(detail.value.replace(/[\s().-]/g, ''));
                  setValue('phone.countryCode', split.countryCode, { shouldValidate: true });
                  field.onChange(split.number);
                  return;
                }
                field.onChange(digitsOnly(detail.value));
              }}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </FormField>
        )}
      />
    </div>
  );
}
