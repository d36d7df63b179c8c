import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DEADLINE_DAY_OPTIONS } from '@careshift/contract';
import type { MultiShiftForm } from '@careshift/contract';

import { SelectField } from '../../../components/controlled-field';

/** The multi-create's claim deadline: how many days before each start (spec section 5). */
export function DeadlineDaysField({ control }: { control: Control<MultiShiftForm> }) {
  const { t } = useTranslation('shiftForm');
  return (
    <SelectField
      control={control}
      name="deadlineDays"
      label={t('fields.deadlineDays')}
      description={t('multi.deadlineDaysDescription')}
      options={DEADLINE_DAY_OPTIONS.map((days) => ({
        value: String(days),
        label: t('multi.deadlineDaysOption', { count: days }),
      }))}
      toValue={Number}
    />
  );
}
