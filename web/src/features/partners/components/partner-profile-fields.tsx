import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CITIES, digitsOnly, LANGUAGES, PHONE_COUNTRY_CODES } from '@careshift/contract';
import type { AdministratorPartnerForm, PartnerFormValues } from '@careshift/contract';

import { calendarLocale, useDatePickerStrings } from '../../../components/cloudscape-strings';
import { ControlledField, InputField, SelectField } from '../../../components/controlled-field';
import { useCityLabel } from '../../../hooks/use-city-label';
import { currentLanguage } from '../../../i18n';

const CODE_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

/** The fields every partner form has: identity, registration, contact, bank and address. */
export function PartnerProfileFields({
  control,
  minExpiry,
}: {
  control: Control<AdministratorPartnerForm, unknown, PartnerFormValues>;
  /** Expiry days before this one ("YYYY-MM-DD") cannot be picked. */
  minExpiry: string;
}) {
  const { t } = useTranslation('partners');
  const { t: ui } = useTranslation('ui');
  const expiryStrings = useDatePickerStrings(t('fields.registrationExpirationDate'));
  const languageOptions = LANGUAGES.map((lang) => ({ value: lang, label: t(`languageNames.${lang}`) }));
  const cityLabel = useCityLabel();
  const cityOptions = CITIES.map((city) => ({ value: city, label: cityLabel(city) }));
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('form.personal')}</Header>}>
        <ColumnLayout columns={2}>
          <InputField control={control} name="firstName" label={t('fields.firstName')} />
          <InputField control={control} name="lastName" label={t('fields.lastName')} />
          <InputField control={control} name="idCard" label={t('fields.idCard')} />
          <InputField control={control} name="registrationNumber" label={t('fields.registrationNumber')} />
          <ControlledField
            control={control}
            name="registrationExpirationDate"
            label={t('fields.registrationExpirationDate')}
            constraintText={ui('dateConstraint')}
          >
            {(field, invalid) => (
              <DatePicker
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={({ detail }) => field.onChange(detail.value)}
                onBlur={field.onBlur}
                invalid={invalid}
                locale={calendarLocale(currentLanguage())}
                placeholder={ui('datePlaceholder')}
                format="slashed"
                inputFormat="slashed"
                isDateEnabled={(date) => date.toISOString().slice(0, 10) >= minExpiry}
                expandToViewport
                {...expiryStrings}
              />
            )}
          </ControlledField>
        </ColumnLayout>
      </Container>
      <Container header={<Header variant="h2">{t('form.contact')}</Header>}>
        <ColumnLayout columns={2}>
          <SelectField
            control={control}
            name="phone.countryCode"
            label={t('fields.countryCode')}
            options={CODE_OPTIONS}
            filteringType="auto"
          />
          <InputField
            control={control}
            name="phone.number"
            label={t('fields.phoneNumber')}
            inputMode="numeric"
            transform={digitsOnly}
          />
          <InputField control={control} name="email" label={t('fields.email')} type="email" />
          <SelectField control={control} name="lang" label={t('fields.lang')} options={languageOptions} />
        </ColumnLayout>
      </Container>
      <Container header={<Header variant="h2">{t('form.bank')}</Header>}>
        <ColumnLayout columns={2}>
          <InputField control={control} name="iban" label={t('fields.iban')} />
          <InputField control={control} name="bankName" label={t('fields.bankName')} />
          <InputField
            control={control}
            name="tiNumber"
            label={t('fields.tiNumber')}
            constraintText={t('fields.tiNumberHint')}
          />
        </ColumnLayout>
      </Container>
      <Container header={<Header variant="h2">{t('form.address')}</Header>}>
        <ColumnLayout columns={2}>
          <InputField control={control} name="address.street" label={t('fields.street')} />
          <InputField control={control} name="address.street2" label={t('fields.street2')} />
          <SelectField control={control} name="address.city" label={t('fields.city')} options={cityOptions} />
          <InputField
            control={control}
            name="address.postalCode"
            label={t('fields.postalCode')}
            inputMode="numeric"
          />
          <FormField label={t('fields.country')}>
            <Input value={t('fields.cyprus')} readOnly />
          </FormField>
        </ColumnLayout>
      </Container>
    </SpaceBetween>
  );
}
