import { describe, expect, it } from 'vitest';

import { closeForgottenTimesheet, isClockOutOverdue } from './forgotten-clock-out';
import { nextPunchKinds } from './punch-sequence';
import { summariseTimesheet } from './timesheet-summary';
import type { RecordedPunch } from './types';

const planned = { plannedStart: '2026-04-15T06:00:00.000Z', plannedEnd: '2026-04-15T14:00:00.000Z' };
const NOW = '2026-04-16T03:00:00.000Z';
const clockIn: RecordedPunch = { kind: 'CLOCK_IN', clientTime: '2026-04-15T05:55:00.000Z', flags: [] };

describe('forgotten clock-out', () => {
  it('should be overdue only for an OPEN timesheet 12 hours after the planned end', () => {
    expect(isClockOutOverdue({ status: 'OPEN', ...planned }, '2026-04-16T02:00:00.000Z')).toBe(false);
    expect(isClockOutOverdue({ status: 'OPEN', ...planned }, '2026-04-16T02:00:01.000Z')).toBe(true);
    expect(isClockOutOverdue({ status: 'SUBMITTED', ...planned }, NOW)).toBe(false);
  });

  it('should close it at the planned end, flagged, with 48 hours from now to decide', () => {
    const { summary, punches } = closeForgottenTimesheet(
      { ...planned, punches: [clockIn], roundingRule: 'MINUTE' },
      NOW,
    );
    expect(punches).toEqual([
      {
        kind: 'CLOCK_OUT',
        clientTime: Date.parse(planned.plannedEnd),
        receivedAt: Date.parse(NOW),
        flags: ['MISSING_CLOCK_OUT'],
      },
    ]);
    expect(summary).toMatchObject({
      status: 'SUBMITTED',
      actualStart: '2026-04-15T05:55:00.000Z',
      actualEnd: planned.plannedEnd,
      workedMinutes: 8 * 60 + 5,
      flags: ['MISSING_CLOCK_OUT'],
      approveBy: '2026-04-18T03:00:00.000Z',
    });
  });

  it('should end an open break there too, unpaid', () => {
    const onBreak: RecordedPunch = { kind: 'BREAK_START', clientTime: '2026-04-15T13:30:00.000Z', flags: [] };
    const { summary, punches } = closeForgottenTimesheet(
      { ...planned, punches: [clockIn, onBreak], roundingRule: 'MINUTE' },
      NOW,
    );
    expect(punches.map((punch) => punch.kind)).toEqual(['BREAK_END', 'CLOCK_OUT']);
    expect(summary).toMatchObject({ breakMinutes: 30, workedMinutes: 8 * 60 + 5 - 30 });
  });

  it('should read the closing punches back in sequence whatever order they are stored in', () => {
    const onBreak: RecordedPunch = { kind: 'BREAK_START', clientTime: '2026-04-15T13:30:00.000Z', flags: [] };
    const input = { ...planned, punches: [clockIn, onBreak], roundingRule: 'MINUTE' as const };
    const { summary, punches } = closeForgottenTimesheet(input, NOW);
    const reread = summariseTimesheet({ ...input, punches: [...punches].reverse().concat(input.punches) });
    expect(reread).toEqual(summary);
    expect(nextPunchKinds([...punches].reverse().concat(input.punches))).toEqual([]);
  });

  it('should refuse to close what has a clock-out or no punch', () => {
    const out: RecordedPunch = { kind: 'CLOCK_OUT', clientTime: planned.plannedEnd };
    expect(() =>
      closeForgottenTimesheet({ ...planned, punches: [clockIn, out], roundingRule: 'MINUTE' }, NOW),
    ).toThrow();
    expect(() => closeForgottenTimesheet({ ...planned, punches: [], roundingRule: 'MINUTE' }, NOW)).toThrow();
  });
});
