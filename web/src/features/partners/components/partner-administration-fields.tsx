import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PARTNER_STATUSES, RESTRICTED_REASON_TYPES } from '@careshift/contract';
import type { AdministratorPartnerForm, PartnerFormValues, Position } from '@careshift/contract';

import { useDeselectLabel } from '../../../components/cloudscape-strings';
import {
  ControlledField,
  InputField,
  SelectField,
  TextareaField,
} from '../../../components/controlled-field';
import { positionOption } from '../../../components/position-name';

/** What only administrators set: positions, status and its reason, weekly limit and private notes. */
export function PartnerAdministrationFields({
  control,
  positions,
}: {
  control: Control<AdministratorPartnerForm, unknown, PartnerFormValues>;
  positions: readonly Position[];
}) {
  const { t, i18n } = useTranslation(['partners', 'ui']);
  const deselectLabel = useDeselectLabel();
  const status = useWatch({ control, name: 'status' });
  const positionOptions = positions.map((position) => positionOption(position, i18n.language));
  const statusOptions = PARTNER_STATUSES.map((value) => ({ value, label: t(`ui:partnerStatus.${value}`) }));
  const reasonOptions = RESTRICTED_REASON_TYPES.map((value) => ({ value, label: t(`reasons.${value}`) }));
  return (
    <Container header={<Header variant="h2">{t('form.administration')}</Header>}>
      <SpaceBetween size="l">
        <ControlledField control={control} name="positionIds" label={t('fields.positions')}>
          {(field, invalid) => {
            const selected = Array.isArray(field.value) ? field.value.map(String) : [];
            return (
              <Multiselect
                selectedOptions={positionOptions.filter((option) => selected.includes(option.value))}
                options={positionOptions}
                onChange={({ detail }) =>
                  field.onChange(detail.selectedOptions.map((option) => option.value ?? ''))
                }
                onBlur={field.onBlur}
                invalid={invalid}
                placeholder={t('fields.positions')}
                deselectAriaLabel={deselectLabel}
              />
            );
          }}
        </ControlledField>
        <ColumnLayout columns={2}>
          <SelectField control={control} name="status" label={t('fields.status')} options={statusOptions} />
          {status === 'RESTRICTED' && (
            <SelectField
              control={control}
              name="restrictedReasonType"
              label={t('fields.restrictedReasonType')}
              options={reasonOptions}
              placeholder={t('form.reasonNone')}
            />
          )}
          <InputField
            control={control}
            name="weeklyShiftLimit"
            label={t('fields.weeklyShiftLimit')}
            constraintText={t('form.noLimit')}
            inputMode="numeric"
          />
        </ColumnLayout>
        <TextareaField control={control} name="description" label={t('fields.description')} />
      </SpaceBetween>
    </Container>
  );
}
