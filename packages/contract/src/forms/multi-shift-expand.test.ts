import { describe, expect, it } from 'vitest';

import { expandMultiShift } from './multi-shift-expand';

const empty = { start: '', end: '' };

describe('expandMultiShift', () => {
  it('should create one shift per date and filled slot, in date then slot order', () => {
    const shifts = expandMultiShift({
      deadlineDays: 3,
      dates: ['2027-05-14', '2027-05-13'],
      slots: {
        morning: { start: '07:00', end: '15:00' },
        evening: { start: '15:00', end: '23:00' },
        night: empty,
      },
    });
    expect(shifts).toEqual([
      {
        startDate: '2027-05-13T04:00:00.000Z',
        endDate: '2027-05-13T12:00:00.000Z',
        deadline: '2027-05-10T04:00:00.000Z',
      },
      {
        startDate: '2027-05-13T12:00:00.000Z',
        endDate: '2027-05-13T20:00:00.000Z',
        deadline: '2027-05-10T12:00:00.000Z',
      },
      {
        startDate: '2027-05-14T04:00:00.000Z',
        endDate: '2027-05-14T12:00:00.000Z',
        deadline: '2027-05-11T04:00:00.000Z',
      },
      {
        startDate: '2027-05-14T12:00:00.000Z',
        endDate: '2027-05-14T20:00:00.000Z',
        deadline: '2027-05-11T12:00:00.000Z',
      },
    ]);
  });

  it('should put an end earlier than the start on the next day', () => {
    const [night] = expandMultiShift({
      deadlineDays: 1,
      dates: ['2027-12-31'],
      slots: { morning: empty, evening: empty, night: { start: '23:00', end: '07:00' } },
    });
    expect(night).toEqual({
      startDate: '2027-12-31T21:00:00.000Z',
      endDate: '2028-01-01T05:00:00.000Z',
      deadline: '2027-12-30T21:00:00.000Z',
    });
  });

  it('should follow the autumn clock change: a night across it lasts 9 hours', () => {
    // Clocks go back from 04:00 EEST to 03:00 EET on Sunday 31 October 2027.
    const [night] = expandMultiShift({
      deadlineDays: 3,
      dates: ['2027-10-30'],
      slots: { morning: empty, evening: empty, night: { start: '22:00', end: '06:00' } },
    });
    expect(night?.startDate).toBe('2027-10-30T19:00:00.000Z');
    expect(night?.endDate).toBe('2027-10-31T04:00:00.000Z');
  });

  it('should keep the deadline at the same wall-clock time across the spring clock change', () => {
    // Clocks go forward at 03:00 on Sunday 28 March 2027: the start is EEST, the deadline EET.
    const [morning] = expandMultiShift({
      deadlineDays: 1,
      dates: ['2027-03-28'],
      slots: { morning: { start: '10:00', end: '18:00' }, evening: empty, night: empty },
    });
    expect(morning?.startDate).toBe('2027-03-28T07:00:00.000Z');
    expect(morning?.deadline).toBe('2027-03-27T08:00:00.000Z');
  });

  it('should skip empty slots and repeated dates', () => {
    const shifts = expandMultiShift({
      deadlineDays: 5,
      dates: ['2027-06-01', '2027-06-01'],
      slots: { morning: empty, evening: { start: '15:00', end: '23:00' }, night: empty },
    });
    expect(shifts).toHaveLength(1);
  });

  it('should leave out the date-and-slot places the form skips (a copied rota)', () => {
    const shifts = expandMultiShift({
      deadlineDays: 1,
      dates: ['2027-06-01', '2027-06-02'],
      slots: {
        morning: { start: '07:00', end: '15:00' },
        evening: { start: '15:00', end: '23:00' },
        night: empty,
      },
      skipped: ['2027-06-01 evening', '2027-06-02 morning'],
    });
    expect(shifts.map((shift) => shift.startDate)).toEqual([
      '2027-06-01T04:00:00.000Z',
      '2027-06-02T12:00:00.000Z',
    ]);
  });
});
