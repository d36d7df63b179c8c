import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { digitsOnly, PHONE_COUNTRY_CODES, splitPhoneNumber } from '@careshift/contract/forms/phone-field';
import type { PhoneLoginForm } from '@careshift/contract/forms/phone-login-form';

import { InputField, SelectField } from '../../../components/controlled-field';

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

  /** Digits only; a pasted "+357 99…" fills the country code too. */
  const numberOf = (text: string): string => {
    if (!text.trim().startsWith('+')) return digitsOnly(text);
    const split = splitPhoneNumber(text.replace(/[\s().-]/g, ''));
    setValue('phone.countryCode', split.countryCode, { shouldValidate: true });
    return split.number;
  };

  return (
    <div className="cs-login__phone">
      <SelectField
        control={control}
        name="phone.countryCode"
        label={t('phone.countryCode')}
        options={CODE_OPTIONS}
        filteringType="auto"
        filteringPlaceholder={t('phone.countryCodeFilter')}
        filteringAriaLabel={t('phone.countryCodeFilter')}
        filteringClearAriaLabel={t('phone.clearFilter')}
        noMatch={t('phone.countryCodeNoMatch')}
      />
      <InputField
        control={control}
        name="phone.number"
        label={t('phone.number')}
        constraintText={t('phone.numberHint')}
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus
        transform={numberOf}
      />
    </div>
  );
}
