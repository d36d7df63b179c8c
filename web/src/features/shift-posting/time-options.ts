import { SHIFT_TIME_STEP_MINUTES } from '@careshift/contract/forms/new-shift-defaults';

/** Every time of day in the shifts' 10-minute steps, "00:00" to "23:50", as select options. */
export const TIME_OPTIONS: readonly { value: string; label: string }[] = Array.from(
  { length: (24 * 60) / SHIFT_TIME_STEP_MINUTES },
  (_, index) => {
    const minutes = index * SHIFT_TIME_STEP_MINUTES;
    const text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { value: text, label: text };
  },
);
