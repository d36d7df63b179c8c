import { describe, expect, it } from 'vitest';

import { multiShiftPlaces } from './multi-shift-places';
import { lastWeekWindow, rotaOfLastWeek } from './multi-shift-rota';

const empty = { start: '', end: '' };

describe('copy last week (issue 32 item 8)', () => {
  it('should read the 7 days before the first allowed date', () => {
    expect(lastWeekWindow('2026-11-30')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it("should copy last week's shifts 7 days later, in their slots, leaving out cancelled ones", () => {
    // Times are Nicosia wall-clock (UTC+2 in winter).
    const shifts = [
      { startDate: '2026-11-24T05:00:00.000Z', endDate: '2026-11-24T13:00:00.000Z', status: 'VERIFIED' },
      { startDate: '2026-11-23T05:00:00.000Z', endDate: '2026-11-23T13:00:00.000Z', status: 'FINISHED' },
      { startDate: '2026-11-23T21:00:00.000Z', endDate: '2026-11-24T05:00:00.000Z', status: 'CLAIMED' },
      { startDate: '2026-11-26T13:00:00.000Z', endDate: '2026-11-26T21:00:00.000Z', status: 'CANCELED' },
    ];
    expect(rotaOfLastWeek(shifts)).toEqual({
      dates: ['2026-11-30', '2026-12-01'],
      slots: {
        morning: { start: '07:00', end: '15:00' },
        evening: empty,
        night: { start: '23:00', end: '07:00' },
      },
      // 30 November had a morning and a night last week; 1 December only a morning (no slot had an evening).
      skipped: ['2026-12-01 night'],
      count: 3,
    });
  });

  it('should copy the rota as it was: each date only the slots it had (not every date × every slot)', () => {
    const at = (day: string, start: string, end: string) => ({
      startDate: `2026-11-${day}T${start}:00.000Z`,
      endDate: `2026-11-${day}T${end}:00.000Z`,
      status: 'VERIFIED',
    });
    const rota = rotaOfLastWeek([at('23', '05:00', '13:00'), at('25', '13:00', '21:00')]);
    const places = multiShiftPlaces({ dates: rota.dates, slots: rota.slots, skipped: rota.skipped });
    expect(places).toEqual([
      { date: '2026-11-30', slot: 'morning' },
      { date: '2026-12-02', slot: 'evening' },
    ]);
    expect(rota.count).toBe(places.length);
  });

  it('should take the commonest times of a slot', () => {
    const at = (day: string, start: string, end: string) => ({
      startDate: `2026-11-${day}T${start}:00.000Z`,
      endDate: `2026-11-${day}T${end}:00.000Z`,
      status: 'VERIFIED',
    });
    const rota = rotaOfLastWeek([
      at('23', '06:00', '14:00'),
      at('24', '05:00', '13:00'),
      at('25', '05:00', '13:00'),
    ]);
    expect(rota.slots.morning).toEqual({ start: '07:00', end: '15:00' });
  });

  it('should give nothing for an empty week', () => {
    expect(rotaOfLastWeek([])).toEqual({
      dates: [],
      slots: { morning: empty, evening: empty, night: empty },
      skipped: [],
      count: 0,
    });
  });
});
