import type { useTranslation } from 'react-i18next';

type T = ReturnType<typeof useTranslation<'fillRate'>>['t'];

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * A time to fill for reading: minutes under an hour, hours and minutes under a day, then days and hours
 * (rounded to the unit shown); '–' for none.
 */
export function formatFillDuration(t: T, minutes: number | null): string {
  if (minutes === null) return t('none');
  if (minutes < MINUTES_PER_HOUR) return t('duration.minutes', { minutes });
  if (minutes < MINUTES_PER_DAY) {
    return t('duration.hours', {
      hours: Math.floor(minutes / MINUTES_PER_HOUR),
      minutes: minutes % MINUTES_PER_HOUR,
    });
  }
  const hours = Math.round(minutes / MINUTES_PER_HOUR);
  return t('duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A percentage with one decimal in the reader's language; '–' for none. */
export function formatFillPercent(t: T, value: number | null): string {
  return value === null ? t('none') : t('percent', { value });
}
