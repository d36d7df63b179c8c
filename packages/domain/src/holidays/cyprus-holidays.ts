import { addDaysYmd, type DateYmd, epochDayOf, isDateYmd } from '../time/instant';

import { orthodoxEaster } from './orthodox-easter';

/** One Cyprus public holiday, named in English and Greek. */
export interface CyprusHoliday {
  date: DateYmd;
  name: string;
  nameEl: string;
}

type HolidayRule = { name: string; nameEl: string } & ({ monthDay: string } | { easterOffset: number });

/** The holidays of spec section 9: fixed dates and those that hang off Orthodox Easter. */
const HOLIDAY_RULES: readonly HolidayRule[] = [
  { monthDay: '01-01', name: "New Year's Day", nameEl: 'Πρωτοχρονιά' },
  { monthDay: '01-06', name: 'Epiphany', nameEl: 'Θεοφάνια' },
  { easterOffset: -48, name: 'Clean Monday', nameEl: 'Καθαρά Δευτέρα' },
  { monthDay: '03-25', name: 'Greek Independence Day', nameEl: 'Ελληνική Εθνική Επέτειος' },
  { monthDay: '04-01', name: 'Cyprus National Day', nameEl: 'Κυπριακή Εθνική Επέτειος' },
  { easterOffset: -2, name: 'Good Friday', nameEl: 'Μεγάλη Παρασκευή' },
  { easterOffset: -1, name: 'Holy Saturday', nameEl: 'Μεγάλο Σάββατο' },
  { easterOffset: 0, name: 'Easter Sunday', nameEl: 'Κυριακή του Πάσχα' },
  { easterOffset: 1, name: 'Easter Monday', nameEl: 'Δευτέρα του Πάσχα' },
  { monthDay: '05-01', name: 'Labour Day', nameEl: 'Πρωτομαγιά' },
  { easterOffset: 50, name: 'Pentecost Monday', nameEl: 'Αγίου Πνεύματος' },
  { monthDay: '08-15', name: 'Dormition of the Mother of God', nameEl: 'Κοίμηση της Θεοτόκου' },
  { monthDay: '10-01', name: 'Cyprus Independence Day', nameEl: 'Ημέρα της Κυπριακής Ανεξαρτησίας' },
  { monthDay: '10-28', name: 'Greek National Day', nameEl: 'Επέτειος του Όχι' },
  { monthDay: '12-24', name: 'Christmas Eve', nameEl: 'Παραμονή Χριστουγέννων' },
  { monthDay: '12-25', name: 'Christmas Day', nameEl: 'Χριστούγεννα' },
  { monthDay: '12-26', name: 'Boxing Day', nameEl: 'Δεύτερη μέρα των Χριστουγέννων' },
];

const holidaysByYear = new Map<number, readonly CyprusHoliday[]>();
const holidayDaysByYear = new Map<number, ReadonlySet<number>>();
const holidayDatesByYear = new Map<number, ReadonlySet<string>>();

/**
 * The Cyprus public holidays of a year, sorted by date. When two holidays fall on the same day
 * (Holy Saturday on Labour Day in 2027) both are listed: they are two holidays, one day off.
 */
export function cyprusHolidays(year: number): readonly CyprusHoliday[] {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const easter = orthodoxEaster(year);
  const holidays = HOLIDAY_RULES.map((rule) => ({
    date: 'monthDay' in rule ? `${year}-${rule.monthDay}` : addDaysYmd(easter, rule.easterOffset),
    name: rule.name,
    nameEl: rule.nameEl,
  }))
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((holiday) => Object.freeze(holiday));
  const frozen = Object.freeze(holidays);
  holidaysByYear.set(year, frozen);
  return frozen;
}

function holidayDays(year: number): ReadonlySet<number> {
  let days = holidayDaysByYear.get(year);
  if (!days) {
    days = new Set(cyprusHolidays(year).map((holiday) => epochDayOf(holiday.date)));
    holidayDaysByYear.set(year, days);
  }
  return days;
}

const YMD_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** True when a calendar date ("YYYY-MM-DD") is a Cyprus public holiday. */
export function isCyprusHoliday(dateYmd: DateYmd): boolean {
  if (!YMD_SHAPE.test(dateYmd)) throw new RangeError(`Not a date "YYYY-MM-DD": ${dateYmd}`);
  const year = Number(dateYmd.slice(0, 4));
  let dates = holidayDatesByYear.get(year);
  if (!dates) {
    dates = new Set(cyprusHolidays(year).map((holiday) => holiday.date));
    holidayDatesByYear.set(year, dates);
  }
  if (dates.has(dateYmd)) return true;
  if (!isDateYmd(dateYmd)) throw new RangeError(`Not a date "YYYY-MM-DD": ${dateYmd}`);
  return false;
}

/** The same question for a day number since 1970-01-01 (the cost engine's fast path). */
export function isCyprusHolidayEpochDay(epochDay: number, year: number): boolean {
  return holidayDays(year).has(epochDay);
}
