import { describe, expect, it } from 'vitest';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import {
  correctedTimesBody,
  correctedTimesFormSchema,
  correctionStart,
  EMPTY_CORRECTION,
} from './corrected-times-form';

const timesheet: TimesheetView = {
  shiftId: 's1',
  refNumber: 7,
  clientId: 'c1',
  clientName: 'Care home',
  employeeId: 'p1',
  employeeName: 'Maria',
  status: 'DISPUTED',
  flags: ['LATE'],
  plannedStart: '2026-11-28T06:00:00.000Z',
  plannedEnd: '2026-11-28T14:00:00.000Z',
  actualStart: '2026-11-28T06:20:00.000Z',
  actualEnd: '2026-11-28T14:00:00.000Z',
  breakMinutes: 0,
  dispute: {
    actualStart: '2026-11-28T06:30:00.000Z',
    actualEnd: '2026-11-28T13:30:00.000Z',
    breakMinutes: 30,
    reason: 'Left early',
  },
  punches: [],
};

describe('correctedTimesFormSchema', () => {
  it('should refuse an empty form with a message per field', () => {
    const result = correctedTimesFormSchema.safeParse(EMPTY_CORRECTION);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect([...fields].sort()).toEqual(['endDate', 'endTime', 'reason', 'startDate', 'startTime']);
  });

  it('should refuse a time off the 24-hour clock and a negative break', () => {
    const result = correctedTimesFormSchema.safeParse({
      ...correctionStart(timesheet, 'dispute'),
      startTime: '25:00',
      breakMinutes: '-5',
      reason: 'Because',
    });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['breakMinutes', 'startTime']);
  });
});

describe('correctedTimesBody', () => {
  it('should send Nicosia wall-clock times as UTC instants (winter: UTC+2)', () => {
    const values = correctedTimesFormSchema.parse({
      startDate: '2026-11-28',
      startTime: '08:30',
      endDate: '2026-11-28',
      endTime: '15:30',
      breakMinutes: '30',
      reason: 'Left early',
    });
    expect(correctedTimesBody(values)).toEqual({
      actualStart: '2026-11-28T06:30:00.000Z',
      actualEnd: '2026-11-28T13:30:00.000Z',
      breakMinutes: 30,
      reason: 'Left early',
    });
  });
});

describe('correctionStart', () => {
  it('should prefill a settlement from the dispute, with the reason left to the administrator', () => {
    expect(correctionStart(timesheet, 'settle')).toEqual({
      startDate: '2026-11-28',
      startTime: '08:30',
      endDate: '2026-11-28',
      endTime: '15:30',
      breakMinutes: '30',
      reason: '',
    });
  });

  it('should prefill a dispute from the clocked times', () => {
    expect(correctionStart(timesheet, 'dispute')).toMatchObject({ startTime: '08:20', endTime: '16:00' });
  });
});
