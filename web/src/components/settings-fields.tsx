import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import type { SelectProps } from '@cloudscape-design/components/select';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import {
  COMMISSION_PERCENT_MAX,
  COMMISSION_PERCENT_MIN,
  employeeRatePercentFor,
  NIGHT_HOURS,
} from '@careshift/contract';

import { registerNamespaces } from '../i18n';
import { configuration as elConfiguration } from '../i18n/locales/el/configuration';
import { configuration as enConfiguration } from '../i18n/locales/en/configuration';
import { useValidationMessage } from '../i18n/validation';

import type { SettingsErrors, SettingsMode, SettingsValues } from './settings-values';

export type { SettingsErrors, SettingsMode, SettingsValues } from './settings-values';

registerNamespaces({ configuration: { en: enConfiguration, el: elConfiguration } });

/**
 * The configuration fields (spec section 5, "System or client configuration"), shared by the system
 * configuration page (/configuration) and a client's configuration tab (/clients/{id}/config).
 *
 * Props:
 * - `mode`: 'system' shows all six fields; 'client' only the four rate fields (no invoice due days,
 *   no mandatory rest hours).
 * - `value`: the form's current values (see SettingsValues; `useSettingsForm` in
 *   web/src/hooks/use-configuration-form.ts holds them, validates them with the contract's schema and
 *   puts the server's field errors on their fields).
 * - `onChange(next)`: called with the whole next value on every change.
 * - `errors`: a message per field (a contract validation key from zod, or the server's English text),
 *   shown in the interface language.
 * - `disabled`: while saving.
 *
 * The commission is a 0–100 slider (step 1); the partner's share is shown read-only as 100 − commission
 * (the server computes it again whatever is sent); night start and end are picked from 1:00 to 23:00.
 */
export function SettingsFields(props: {
  mode: SettingsMode;
  value: SettingsValues;
  onChange: (next: SettingsValues) => void;
  errors?: SettingsErrors;
  disabled?: boolean;
}) {
  const { mode, value, onChange, errors = {}, disabled } = props;
  const { t } = useTranslation('configuration');
  const message = useValidationMessage();
  const hours: SelectProps.Option[] = NIGHT_HOURS.map((hour) => ({
    value: String(hour),
    label: `${hour}:00`,
  }));
  const hourOption = (hour: number) => hours.find((option) => option.value === String(hour)) ?? null;
  const set = (patch: Partial<SettingsValues>) => onChange({ ...value, ...patch });
  const commission = value.companyCommissionRatePercent;

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <FormField
          label={t('fields.companyCommissionRatePercent')}
          errorText={message(errors.companyCommissionRatePercent)}
          description={t('percent', { value: commission })}
        >
          <Slider
            value={commission}
            min={COMMISSION_PERCENT_MIN}
            max={COMMISSION_PERCENT_MAX}
            step={1}
            disabled={disabled}
            ariaLabel={t('sliderLabel')}
            valueFormatter={(percent) => t('percent', { value: percent })}
            onChange={({ detail }) => set({ companyCommissionRatePercent: detail.value })}
          />
        </FormField>
        <FormField
          label={t('fields.employeeRatePercent')}
          description={t('fields.employeeRateHint')}
          errorText={message(errors.employeeRatePercent)}
        >
          <Input value={String(employeeRatePercentFor(commission))} readOnly onChange={() => undefined} />
        </FormField>
      </ColumnLayout>
      <ColumnLayout columns={2}>
        {(['nightShiftStartHour', 'nightShiftEndHour'] as const).map((name) => (
          <FormField
            key={name}
            label={t(`fields.${name}`)}
            description={name === 'nightShiftStartHour' ? t('fields.nightHoursHint') : undefined}
            errorText={message(errors[name])}
          >
            <Select
              options={hours}
              selectedOption={hourOption(value[name])}
              disabled={disabled}
              onChange={({ detail }) => set({ [name]: Number(detail.selectedOption.value) })}
            />
          </FormField>
        ))}
      </ColumnLayout>
      {mode === 'system' && (
        <ColumnLayout columns={2}>
          {(['dueInvoiceDays', 'mandatoryRestHours'] as const).map((name) => (
            <FormField
              key={name}
              label={t(`fields.${name}`)}
              description={t(`fields.${name}Hint`)}
              errorText={message(errors[name])}
            >
              <Input
                type="number"
                inputMode="numeric"
                value={value[name] ?? ''}
                disabled={disabled}
                invalid={Boolean(errors[name])}
                onChange={({ detail }) => set({ [name]: detail.value })}
              />
            </FormField>
          ))}
        </ColumnLayout>
      )}
    </SpaceBetween>
  );
}
