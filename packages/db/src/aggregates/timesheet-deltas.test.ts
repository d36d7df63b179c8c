import { describe, expect, it } from 'vitest';

import { shardOf } from './shard';
import { sumTimesheetStats, timesheetDeltas } from './timesheet-deltas';

const open = { shiftId: 's1', status: 'OPEN' as const, plannedStart: '2026-03-31T21:30:00.000Z' };

describe('timesheet counter deltas', () => {
  it('should count a new timesheet in the Nicosia month of its planned start', () => {
    // 21:30 UTC on 31 March is 00:30 on 1 April in Nicosia (UTC+3 in summer time).
    expect(timesheetDeltas(undefined, open)).toEqual([
      { month: '2026-04', status: 'OPEN', shard: shardOf('s1'), timesheetCount: 1, workedMinutes: 0 },
    ]);
  });

  it('should move the count and the minutes from the old status to the new one', () => {
    const submitted = { ...open, status: 'SUBMITTED' as const, workedMinutes: 470 };
    const approved = { ...submitted, status: 'APPROVED' as const };
    expect(timesheetDeltas(submitted, approved)).toEqual([
      {
        month: '2026-04',
        status: 'SUBMITTED',
        shard: shardOf('s1'),
        timesheetCount: -1,
        workedMinutes: -470,
      },
      { month: '2026-04', status: 'APPROVED', shard: shardOf('s1'), timesheetCount: 1, workedMinutes: 470 },
    ]);
  });

  it('should write nothing for a change that moves no counter (a break inside an open timesheet)', () => {
    expect(timesheetDeltas(open, { ...open })).toEqual([]);
  });

  it('should keep a change of minutes within one status (a settlement recounted)', () => {
    const before = { ...open, status: 'SETTLED' as const, workedMinutes: 400 };
    expect(timesheetDeltas(before, { ...before, workedMinutes: 430 })).toEqual([
      { month: '2026-04', status: 'SETTLED', shard: shardOf('s1'), timesheetCount: 0, workedMinutes: 30 },
    ]);
  });

  it('should sum counter items by month and status over the shards', () => {
    const sums = sumTimesheetStats([
      { month: '2026-04', status: 'APPROVED', timesheetCount: 2, workedMinutes: 900 },
      { month: '2026-04', status: 'APPROVED', timesheetCount: 1, workedMinutes: 60 },
      { month: '2026-05', status: 'APPROVED', timesheetCount: 1, workedMinutes: 30 },
    ]);
    expect(Object.fromEntries(sums)).toEqual({
      '2026-04#APPROVED': { timesheetCount: 3, workedMinutes: 960 },
      '2026-05#APPROVED': { timesheetCount: 1, workedMinutes: 30 },
    });
  });
});
