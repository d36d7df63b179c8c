import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { defaultSlotEnd, SHIFT_SLOTS } from '@careshift/contract';
import type { ShiftSlot } from '@careshift/contract';

import { TimeSelect } from './pickers';

export type SlotTimes = Record<ShiftSlot, { start: string; end: string }>;

interface SlotFieldsProps {
  value: SlotTimes;
  onChange: (slots: SlotTimes) => void;
  /** Messages by slot and end: `morning.start`, `night.end`, or `slots` for the whole group. */
  errors: Partial<Record<`${ShiftSlot}.${'start' | 'end'}` | 'slots', string>>;
}

interface SlotTimeProps {
  label: string;
  ariaLabel: string;
  value: string;
  errorText: string | undefined;
  onChange: (time: string) => void;
}

/** A slot's start or end: a time of day in 10-minute steps. */
function SlotTime({ label, ariaLabel, value, errorText, onChange }: SlotTimeProps) {
  return (
    <FormField label={label} errorText={errorText}>
      <TimeSelect value={value} onChange={onChange} ariaLabel={ariaLabel} invalid={Boolean(errorText)} />
    </FormField>
  );
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
              <SlotTime
                label={t('multi.slotStart')}
                ariaLabel={t('multi.slotStartOf', { slot: t(`slots.${slot}`) })}
                value={times.start}
                errorText={errors[`${slot}.start`]}
                onChange={(start) => set(slot, { start, end: start ? defaultSlotEnd(start) : times.end })}
              />
              <SlotTime
                label={t('multi.slotEnd')}
                ariaLabel={t('multi.slotEndOf', { slot: t(`slots.${slot}`) })}
                value={times.end}
                errorText={errors[`${slot}.end`]}
                onChange={(end) => set(slot, { ...times, end })}
              />
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
