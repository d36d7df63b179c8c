import { describe, expect, it } from 'vitest';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { hasTimesheet, hoursAndMinutes, readsTimesheet, timesheetActions } from './timesheet-view';

function timesheet(status: TimesheetView['status'], punches = 2): TimesheetView {
  return {
    shiftId: 's1',
    refNumber: 7,
    clientId: 'c1',
    clientName: 'Care home',
    employeeId: 'p1',
    employeeName: 'Maria',
    status,
    flags: [],
    plannedStart: '2026-11-28T06:00:00.000Z',
    plannedEnd: '2026-11-28T14:00:00.000Z',
    breakMinutes: 0,
    punches: Array.from({ length: punches }, (_, index) => ({
      id: `k${index}`,
      kind: 'CLOCK_IN' as const,
      clientTime: '2026-11-28T06:00:00.000Z',
      receivedAt: '2026-11-28T06:00:00.000Z',
      flags: [],
    })),
  };
}

describe('timesheetActions', () => {
  it('should let the organisation approve or dispute, and administrators only approve, a submitted one', () => {
    expect(timesheetActions(timesheet('SUBMITTED'), 'client')).toEqual(['approve', 'dispute']);
    expect(timesheetActions(timesheet('SUBMITTED'), 'administrator')).toEqual(['approve']);
    expect(timesheetActions(timesheet('SUBMITTED'), 'partner')).toEqual([]);
  });

  it('should let only administrators settle a dispute, and nobody change a final one', () => {
    expect(timesheetActions(timesheet('DISPUTED'), 'administrator')).toEqual(['settle']);
    expect(timesheetActions(timesheet('DISPUTED'), 'client')).toEqual([]);
    for (const status of ['OPEN', 'APPROVED', 'SETTLED'] as const) {
      expect(timesheetActions(timesheet(status), 'administrator')).toEqual([]);
    }
  });
});

describe('hasTimesheet and readsTimesheet', () => {
  it('should show a timesheet once there is a punch, not an empty open one', () => {
    expect(hasTimesheet(timesheet('OPEN', 0))).toBe(false);
    expect(hasTimesheet(timesheet('OPEN', 1))).toBe(true);
    expect(hasTimesheet(undefined)).toBe(false);
  });

  it('should read it for the organisation and administrators of a shift with a partner', () => {
    expect(readsTimesheet('client', true)).toBe(true);
    expect(readsTimesheet('administrator', false)).toBe(false);
    expect(readsTimesheet('partner', true)).toBe(false);
  });
});

describe('hoursAndMinutes', () => {
  it('should split worked minutes into hours and minutes', () => {
    expect(hoursAndMinutes(450)).toEqual({ hours: 7, minutes: 30 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
