import type { DateYmd } from '../time/instant';

/**
 * Orthodox Easter Sunday of a year as a Gregorian date: Meeus' Julian algorithm, then the Julian →
 * Gregorian calendar difference (13 days from 1900 to 2099, 14 from March 2100).
 */
export function orthodoxEaster(year: number): DateYmd {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Orthodox Easter is computed for years 1583 to 9999, not ${year}`);
  }
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julianToGregorianDays = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return new Date(Date.UTC(year, month - 1, day + julianToGregorianDays)).toISOString().slice(0, 10);
}
