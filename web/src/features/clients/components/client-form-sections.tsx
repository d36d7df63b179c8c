import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CITIES, CLIENT_STATUSES, LANGUAGES } from '@careshift/contract';
import type { NewClientForm } from '@careshift/contract';

import { useDeselectLabel } from '../../../components/cloudscape-strings';
import {
  ControlledField,
  InputField,
  SelectField,
  TextareaField,
} from '../../../components/controlled-field';
import { PhoneField } from '../../../components/phone-field';
import { positionOption } from '../../../components/position-name';
import { useCityLabel } from '../../../hooks/use-city-label';
import { usePositionOptions } from '../../../hooks/use-position-options';
import { useViewer } from '../../../hooks/use-viewer';

/** A field name of the client form, in a section shared by both modes' forms (new and edit). */
const fieldOf = <T extends FieldValues>(name: string) => name as Path<T>;

/** The chosen position ids of the multiselect's form value. */
function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The organisation: name, legal name, status (administrators), phone, description and positions. */
export function OrganisationSection<T extends FieldValues>({
  control,
  showStatus,
}: {
  control: Control<T>;
  showStatus: boolean;
}) {
  const { t, i18n } = useTranslation('clients');
  const deselectLabel = useDeselectLabel();
  const name = fieldOf<T>;
  const positions = usePositionOptions(useViewer());
  const options = (positions.positions ?? []).map((position) => positionOption(position, i18n.language));
  return (
    <Container header={<Header variant="h2">{t('form.organisation')}</Header>}>
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <InputField control={control} name={name('name')} label={t('form.name')} />
          <InputField control={control} name={name('legalName')} label={t('form.legalName')} />
        </ColumnLayout>
        {showStatus && (
          <SelectField
            control={control}
            name={name('status')}
            label={t('form.status')}
            description={t('form.statusHint')}
            options={CLIENT_STATUSES.map((status) => ({ value: status, label: t(`clientStatus.${status}`) }))}
          />
        )}
        <PhoneField
          control={control}
          codeName={name('phone.countryCode')}
          numberName={name('phone.number')}
          labels={{ code: t('form.countryCode'), number: t('form.phone'), numberHint: t('form.numberHint') }}
        />
        <TextareaField control={control} name={name('description')} label={t('form.description')} />
        <ControlledField control={control} name={name('positionIds')} label={t('form.positions')}>
          {(field, invalid) => (
            <Multiselect
              selectedOptions={options.filter((option) => idsOf(field.value).includes(option.value))}
              options={options}
              placeholder={t('form.positionsPlaceholder')}
              deselectAriaLabel={deselectLabel}
              statusType={positions.isPending ? 'loading' : positions.isError ? 'error' : 'finished'}
              loadingText={t('form.positionsLoading')}
              errorText={t('form.positionsFailed')}
              invalid={invalid}
              onChange={({ detail }) =>
                field.onChange(detail.selectedOptions.map((option) => option.value ?? ''))
              }
            />
          )}
        </ControlledField>
      </SpaceBetween>
    </Container>
  );
}

/** The address: street, second line, one of the five cities, a 4-digit postal code; country Cyprus. */
export function AddressSection<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('clients');
  const cityLabel = useCityLabel();
  const name = fieldOf<T>;
  return (
    <Container header={<Header variant="h2">{t('form.address')}</Header>}>
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <InputField control={control} name={name('address.street')} label={t('form.street')} />
          <InputField control={control} name={name('address.street2')} label={t('form.street2')} />
        </ColumnLayout>
        <ColumnLayout columns={3}>
          <SelectField
            control={control}
            name={name('address.city')}
            label={t('form.city')}
            placeholder={t('form.cityPlaceholder')}
            options={CITIES.map((city) => ({ value: city, label: cityLabel(city) }))}
          />
          <InputField
            control={control}
            name={name('address.postalCode')}
            label={t('form.postalCode')}
            inputMode="numeric"
          />
          <FormField label={t('form.country')}>
            <Input value={t('form.cyprus')} readOnly onChange={() => undefined} />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}

/** A person's name, e-mail, language and contact phone, and a password when creating. */
export function PersonFields<T extends FieldValues>({
  control,
  prefix,
  withPassword,
  contactLocked = false,
}: {
  control: Control<T>;
  /** '' for a client user form, 'user.' for the owner inside the new client form. */
  prefix: '' | 'user.';
  withPassword: boolean;
  /** E-mail and phone shown read-only (a CLIENT user editing the owner, issue 29). */
  contactLocked?: boolean;
}) {
  const { t } = useTranslation('clients');
  const name = (field: string) => fieldOf<T>(`${prefix}${field}`);
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <InputField control={control} name={name('firstName')} label={t('form.firstName')} />
        <InputField control={control} name={name('lastName')} label={t('form.lastName')} />
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <InputField
          control={control}
          name={name('email')}
          label={t('form.email')}
          type="email"
          readOnly={contactLocked}
        />
        {withPassword && (
          <InputField
            control={control}
            name={name('password')}
            label={t('form.password')}
            constraintText={t('form.passwordHint')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <SelectField
          control={control}
          name={name('lang')}
          label={t('form.lang')}
          options={LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
        />
        <PhoneField
          control={control}
          codeName={name('contactPhone.countryCode')}
          numberName={name('contactPhone.number')}
          readOnly={contactLocked}
          labels={{
            code: t('form.countryCode'),
            number: t('form.contactPhone'),
            numberHint: t('form.numberHint'),
          }}
        />
      </ColumnLayout>
    </SpaceBetween>
  );
}

/** The account owner of a new client (spec section 5: names, e-mail, password ≥ 6, language, phone). */
export function OwnerSection({ control }: { control: Control<NewClientForm> }) {
  const { t } = useTranslation('clients');
  return (
    <Container
      header={
        <Header variant="h2" description={t('form.ownerDescription')}>
          {t('form.owner')}
        </Header>
      }
    >
      <PersonFields control={control} prefix="user." withPassword />
    </Container>
  );
}
