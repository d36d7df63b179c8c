import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { defaultSlotEnd, SHIFT_SLOTS } from '@careshift/contract';
import type { ShiftSlot } from '@careshift/contract';

import { TIME_OPTIONS } from '../time-options';

export type SlotTimes = Record<ShiftSlot, { start: string; end: string }>;

interface SlotFieldsProps {
  value: SlotTimes;
  onChange: (slots: SlotTimes) => void;
  /** Messages by slot and end: `morning.start`, `night.end`, or `slots` for the whole group. */
  errors: Partial<Record<`${ShiftSlot}.${'start' | 'end'}` | 'slots', string>>;
}

/**
 * Morning, evening and night slots (spec section 5): each optional, but with both a start and an
 * end or neither; choosing a start fills the end with start + 8 hours; an end before the start is
 * on the next day.
 */
export function SlotFields({ value, onChange, errors }: SlotFieldsProps) {
  const { t } = useTranslation('shiftForm');
  const set = (slot: ShiftSlot, times: { start: string; end: string }) =>
    onChange({ ...value, [slot]: times });
  const option = (time: string) => TIME_OPTIONS.find((item) => item.value === time) ?? null;

  return (
    <FormField label={t('fields.slots')} description={t('multi.slotsDescription')} errorText={errors.slots}>
      <SpaceBetween size="m">
        {SHIFT_SLOTS.map((slot) => {
          const times = value[slot];
          return (
            <SpaceBetween key={slot} direction="horizontal" size="xs" alignItems="end">
              <div style={{ minWidth: '6rem', paddingBottom: '0.4rem' }}>
                <strong>{t(`slots.${slot}`)}</strong>
              </div>
              <FormField label={t('multi.slotStart')} errorText={errors[`${slot}.start`]}>
                <div style={{ minWidth: '7.5rem' }}>
                  <Select
                    selectedOption={option(times.start)}
                    options={TIME_OPTIONS}
                    placeholder={t('dateTime.timePlaceholder')}
                    ariaLabel={t('multi.slotStartOf', { slot: t(`slots.${slot}`) })}
                    filteringType="auto"
                    filteringPlaceholder={t('dateTime.findTime')}
                    invalid={Boolean(errors[`${slot}.start`])}
                    onChange={({ detail }) => {
                      const start = detail.selectedOption.value ?? '';
                      set(slot, { start, end: start ? defaultSlotEnd(start) : times.end });
                    }}
                  />
                </div>
              </FormField>
              <FormField label={t('multi.slotEnd')} errorText={errors[`${slot}.end`]}>
                <div style={{ minWidth: '7.5rem' }}>
                  <Select
                    selectedOption={option(times.end)}
                    options={TIME_OPTIONS}
                    placeholder={t('dateTime.timePlaceholder')}
                    ariaLabel={t('multi.slotEndOf', { slot: t(`slots.${slot}`) })}
                    filteringType="auto"
                    filteringPlaceholder={t('dateTime.findTime')}
                    invalid={Boolean(errors[`${slot}.end`])}
                    onChange={({ detail }) => set(slot, { ...times, end: detail.selectedOption.value ?? '' })}
                  />
                </div>
              </FormField>
              {Boolean(times.start || times.end) && (
                <Button
                  variant="icon"
                  iconName="close"
                  ariaLabel={t('multi.clearSlot', { slot: t(`slots.${slot}`) })}
                  onClick={() => set(slot, { start: '', end: '' })}
                />
              )}
            </SpaceBetween>
          );
        })}
      </SpaceBetween>
    </FormField>
  );
}
