import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { RateField as RateFieldName } from '@careshift/domain/cost/rate-fields';
import { formatEuros } from '@careshift/domain/money';

import { currentLanguage } from '../../../i18n';
import { useValidationMessage } from '../../../i18n/validation';
import { splitTypedRate } from '../rate-split';

import type { PositionFormOutput, PositionFormValues } from './position-form-values';

interface RateFieldProps {
  name: RateFieldName;
  control: Control<PositionFormValues, unknown, PositionFormOutput>;
  /** The system commission percent the split uses (settings-get). */
  commissionPercent: number;
  onEnter: () => void;
}

/** One hourly rate in euros, with the commission / employee split of that rate under it. */
export function RateField({ name, control, commissionPercent, onEnter }: RateFieldProps) {
  const { t } = useTranslation(['positions', 'common']);
  const fieldMessage = useValidationMessage();
  const language = currentLanguage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const split = splitTypedRate(field.value ?? '', commissionPercent);
        return (
          <FormField
            label={t(`fields.${name}`)}
            description={t('form.euroHint')}
            errorText={fieldMessage(fieldState.error?.message)}
            constraintText={
              split
                ? t('form.split', {
                    commission: formatEuros(split.companyCommission, language),
                    employee: formatEuros(split.employeeEarnings, language),
                  })
                : undefined
            }
          >
            <Input
              value={field.value ?? ''}
              inputMode="decimal"
              onChange={({ detail }) => field.onChange(detail.value)}
              onBlur={field.onBlur}
              onKeyDown={({ detail }) => detail.key === 'Enter' && onEnter()}
              ref={field.ref}
            />
          </FormField>
        );
      }}
    />
  );
}
