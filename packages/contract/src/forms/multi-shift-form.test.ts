import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import {
  DEADLINE_DAY_OPTIONS,
  defaultSlotEnd,
  DEFAULT_DEADLINE_DAYS,
  earliestMultiShiftDate,
  multiShiftFormDefaults,
  multiShiftFormSchema,
} from './multi-shift-form';

// 12:00 in Nicosia on 10 May 2027: today + 3 days is 13 May.
const now = new Date('2027-05-10T09:00:00Z');
const schema = multiShiftFormSchema({ now });
const empty = { start: '', end: '' };
const form = {
  clientId: 'c-1',
  deadlineDays: 3,
  positionId: 'nurse',
  dates: ['2027-05-13', '2027-05-14'],
  slots: {
    morning: { start: '07:00', end: '15:00' },
    evening: empty,
    night: { start: '23:00', end: '07:00' },
  },
};

describe('multi-shift form', () => {
  it('should accept dates from today + deadline days with a morning and a night slot', () => {
    expect(validateForm(schema, form).errors).toEqual({});
  });

  it('should require client, position, dates and a slot', () => {
    expect(validateForm(schema, multiShiftFormDefaults()).errors).toEqual({
      clientId: 'Value is required',
      positionId: 'Value is required',
      dates: 'Value is required',
      slots: 'Add at least one time slot.',
    });
  });

  it('should not require the client from a client user', () => {
    const clientSchema = multiShiftFormSchema({ now, role: 'CLIENT' });
    expect(validateForm(clientSchema, { ...form, clientId: '' }).success).toBe(true);
  });

  it('should offer deadline days 1, 3, 5, 7, 10, 15, 20 with 3 by default, and refuse others', () => {
    expect(DEADLINE_DAY_OPTIONS).toEqual([1, 3, 5, 7, 10, 15, 20]);
    expect(DEFAULT_DEADLINE_DAYS).toBe(3);
    expect(multiShiftFormDefaults().deadlineDays).toBe(3);
    expect(validateForm(schema, { ...form, deadlineDays: 2 }).errors).toEqual({
      deadlineDays: 'Select a valid option.',
    });
    expect(schema.parse({ ...form, deadlineDays: '1' }).deadlineDays).toBe(1);
  });

  it('should need both start and end of a slot, or neither', () => {
    const slots = {
      morning: { start: '07:00', end: '' },
      evening: { start: '', end: '23:00' },
      night: empty,
    };
    expect(validateForm(schema, { ...form, slots }).errors).toEqual({
      'slots.morning.end': 'Enter both start and end, or neither.',
      'slots.evening.start': 'Enter both start and end, or neither.',
      slots: 'Add at least one time slot.',
    });
  });

  it('should refuse a slot ending when it starts, and times off the 10-minute steps', () => {
    const slots = {
      morning: { start: '07:00', end: '07:00' },
      evening: { start: '15:05', end: '23:00' },
      night: empty,
    };
    expect(validateForm(schema, { ...form, slots }).errors).toEqual({
      'slots.morning.end': 'End must be after start.',
      'slots.evening.start': 'Time must be in 10-minute steps.',
    });
  });

  it('should refuse a time that is not HH:mm', () => {
    const slots = { ...form.slots, morning: { start: '25:00', end: '07:00' } };
    expect(validateForm(schema, { ...form, slots }).errors).toEqual({
      'slots.morning.start': 'Must be a valid time.',
    });
  });

  it('should allow up to 500 dates and no more', () => {
    const dates = Array.from({ length: 501 }, (_, index) => {
      const day = new Date(Date.UTC(2027, 5, 1 + index));
      return day.toISOString().slice(0, 10);
    });
    expect(validateForm(schema, { ...form, dates: dates.slice(0, 500) }).success).toBe(true);
    expect(validateForm(schema, { ...form, dates }).errors).toEqual({ dates: 'Select at most 500 dates.' });
  });

  it('should refuse a date earlier than today + the deadline days', () => {
    expect(validateForm(schema, { ...form, dates: ['2027-05-12', '2027-05-14'] }).errors).toEqual({
      dates: 'Earliest date is 13/05/2027.',
    });
    expect(validateForm(schema, { ...form, deadlineDays: 1, dates: ['2027-05-11'] }).success).toBe(true);
    expect(validateForm(schema, { ...form, deadlineDays: 20, dates: ['2027-05-29'] }).success).toBe(false);
  });

  it('should show the earliest date in Greek with the same parameter', () => {
    expect(validateForm(schema, { ...form, dates: ['2027-05-12'] }, 'el').errors).toEqual({
      dates: 'Η νωρίτερη δυνατή ημερομηνία είναι 13/05/2027.',
    });
  });

  it('should refuse dates that are not calendar days', () => {
    expect(validateForm(schema, { ...form, dates: ['2027-06-31'] }).errors).toEqual({
      'dates.0': 'Must be a valid date.',
    });
  });

  it('should drop repeated dates and sort them', () => {
    expect(schema.parse({ ...form, dates: ['2027-05-14', '2027-05-13', '2027-05-14'] }).dates).toEqual([
      '2027-05-13',
      '2027-05-14',
    ]);
  });

  it('should count today in Nicosia', () => {
    // 22:30 UTC on the 9th is 01:30 on the 10th in Nicosia.
    expect(earliestMultiShiftDate(new Date('2027-05-09T22:30:00Z'), 3)).toBe('2027-05-13');
  });

  it('should fill a slot end 8 hours after the start, wrapping midnight', () => {
    expect(defaultSlotEnd('07:00')).toBe('15:00');
    expect(defaultSlotEnd('22:30')).toBe('06:30');
  });
});
