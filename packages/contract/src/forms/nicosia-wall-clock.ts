import { addDaysYmd } from '@careshift/domain/time/instant';
import { formatNicosiaTime, nicosiaDate, nicosiaInstant } from '@careshift/domain/time/nicosia';

/**
 * Wall-clock maths in Asia/Nicosia for the shift forms, over the domain's time rules: the date
 * picker and time input hold local dates (YYYY-MM-DD) and times (HH:mm); the API stores UTC ISO
 * instants. A local time that does not exist (the spring-forward hour, 03:00–03:59 on the last
 * Sunday of March) moves forward by one hour; a repeated one (autumn) is its first occurrence.
 */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

/** A Nicosia date and time as a UTC instant. */
export function fromNicosiaWallClock(date: string, time: string): Date {
  return new Date(nicosiaInstant(date, time));
}

/** An instant as the Nicosia date and time a form shows. */
export function toNicosiaWallClock(instant: Date | string): WallClock {
  const value = new Date(instant);
  return { date: nicosiaDate(value), time: formatNicosiaTime(value) };
}

/** The Nicosia calendar day of an instant, YYYY-MM-DD. */
export function nicosiaDateOf(instant: Date | string): string {
  return nicosiaDate(new Date(instant));
}

/** A calendar day plus (or minus) whole days, YYYY-MM-DD. */
export function addCalendarDays(date: string, days: number): string {
  return addDaysYmd(date, days);
}

/** An instant moved by whole Nicosia days, keeping the wall-clock time across clock changes. */
export function addNicosiaDays(instant: Date, days: number): Date {
  const { date, time } = toNicosiaWallClock(instant);
  return fromNicosiaWallClock(addDaysYmd(date, days), time);
}

/** YYYY-MM-DD → DD/MM/YYYY, the product's date display. */
export function formatDisplayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
