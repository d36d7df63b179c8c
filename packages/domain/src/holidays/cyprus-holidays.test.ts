import { describe, expect, it } from 'vitest';

import { cyprusHolidays, isCyprusHoliday } from './cyprus-holidays';
import { orthodoxEaster } from './orthodox-easter';

/** Published Cyprus dates (Orthodox Church calendar, Cyprus government holiday lists) for 2024–2030. */
const PUBLISHED = {
  2024: {
    clean: '03-18',
    goodFriday: '05-03',
    holySaturday: '05-04',
    easter: '05-05',
    easterMonday: '05-06',
    pentecost: '06-24',
  },
  2025: {
    clean: '03-03',
    goodFriday: '04-18',
    holySaturday: '04-19',
    easter: '04-20',
    easterMonday: '04-21',
    pentecost: '06-09',
  },
  2026: {
    clean: '02-23',
    goodFriday: '04-10',
    holySaturday: '04-11',
    easter: '04-12',
    easterMonday: '04-13',
    pentecost: '06-01',
  },
  2027: {
    clean: '03-15',
    goodFriday: '04-30',
    holySaturday: '05-01',
    easter: '05-02',
    easterMonday: '05-03',
    pentecost: '06-21',
  },
  2028: {
    clean: '02-28',
    goodFriday: '04-14',
    holySaturday: '04-15',
    easter: '04-16',
    easterMonday: '04-17',
    pentecost: '06-05',
  },
  2029: {
    clean: '02-19',
    goodFriday: '04-06',
    holySaturday: '04-07',
    easter: '04-08',
    easterMonday: '04-09',
    pentecost: '05-28',
  },
  2030: {
    clean: '03-11',
    goodFriday: '04-26',
    holySaturday: '04-27',
    easter: '04-28',
    easterMonday: '04-29',
    pentecost: '06-17',
  },
} as const;

function dateOf(year: number, name: string): string[] {
  return cyprusHolidays(year)
    .filter((holiday) => holiday.name === name)
    .map((holiday) => holiday.date);
}

describe('orthodoxEaster', () => {
  it.each(Object.entries(PUBLISHED))('should give the published Orthodox Easter of %s', (year, dates) => {
    expect(orthodoxEaster(Number(year))).toBe(`${year}-${dates.easter}`);
  });

  it('should add 14 days instead of 13 from 2100, when the Julian calendar falls a further day behind', () => {
    expect(orthodoxEaster(2100)).toBe('2100-05-02');
  });

  it('should refuse years outside the Gregorian range it is defined for', () => {
    expect(() => orthodoxEaster(1500)).toThrow(RangeError);
    expect(() => orthodoxEaster(2026.5)).toThrow(RangeError);
  });
});

describe('cyprusHolidays', () => {
  it.each(Object.entries(PUBLISHED))(
    'should place the movable feasts of %s on their published dates',
    (year, dates) => {
      const y = Number(year);
      expect(dateOf(y, 'Clean Monday')).toEqual([`${year}-${dates.clean}`]);
      expect(dateOf(y, 'Good Friday')).toEqual([`${year}-${dates.goodFriday}`]);
      expect(dateOf(y, 'Holy Saturday')).toEqual([`${year}-${dates.holySaturday}`]);
      expect(dateOf(y, 'Easter Sunday')).toEqual([`${year}-${dates.easter}`]);
      expect(dateOf(y, 'Easter Monday')).toEqual([`${year}-${dates.easterMonday}`]);
      expect(dateOf(y, 'Pentecost Monday')).toEqual([`${year}-${dates.pentecost}`]);
    },
  );

  it('should list the fixed holidays of spec section 9', () => {
    const fixed = cyprusHolidays(2026)
      .map((holiday) => holiday.date.slice(5))
      .filter((monthDay) => !Object.values(PUBLISHED[2026]).includes(monthDay as never));
    expect(fixed).toEqual([
      '01-01',
      '01-06',
      '03-25',
      '04-01',
      '05-01',
      '08-15',
      '10-01',
      '10-28',
      '12-24',
      '12-25',
      '12-26',
    ]);
  });

  it('should give 17 holidays sorted by date, each named in English and Greek', () => {
    for (let year = 2024; year <= 2030; year += 1) {
      const holidays = cyprusHolidays(year);
      expect(holidays).toHaveLength(17);
      expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
      for (const holiday of holidays) {
        expect(holiday.name.length).toBeGreaterThan(3);
        expect(holiday.nameEl).toMatch(/[Α-Ωα-ωάέήίόύώ]/);
      }
    }
  });

  it('should list both holidays when Holy Saturday falls on Labour Day (2027)', () => {
    expect(
      cyprusHolidays(2027)
        .filter((h) => h.date === '2027-05-01')
        .map((h) => h.name),
    ).toEqual(['Holy Saturday', 'Labour Day']);
  });

  it('should not let a caller change the cached list', () => {
    const holidays = cyprusHolidays(2026) as unknown as { date: string }[];
    expect(() => holidays.push({ date: '2026-07-01' })).toThrow(TypeError);
    expect(isCyprusHoliday('2026-07-01')).toBe(false);
  });
});

describe('isCyprusHoliday', () => {
  it('should recognise fixed and movable holidays and nothing else', () => {
    expect(isCyprusHoliday('2027-05-03')).toBe(true);
    expect(isCyprusHoliday('2026-12-24')).toBe(true);
    expect(isCyprusHoliday('2026-04-01')).toBe(true);
    expect(isCyprusHoliday('2026-04-14')).toBe(false);
    expect(isCyprusHoliday('2026-12-27')).toBe(false);
  });

  it('should refuse a malformed date', () => {
    expect(() => isCyprusHoliday('2026-02-30')).toThrow(RangeError);
  });
});
