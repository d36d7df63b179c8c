import { describe, expect, it } from 'vitest';

import { ConflictError, ValidationError } from '../errors';

import {
  approveTimesheet,
  disputeTimesheet,
  isAutoApproveDue,
  isLateAlertDue,
  settleTimesheet,
} from './transitions';
import type { CorrectedTimes, TimesheetState } from './types';
import { TIMESHEET_STATUSES, type TimesheetStatus } from './vocabulary';

const planned = { plannedStart: '2026-04-15T06:00:00.000Z', plannedEnd: '2026-04-15T14:00:00.000Z' };
const APPROVE_BY = '2026-04-17T14:00:00.000Z';
const state = (status: TimesheetStatus): TimesheetState => ({ status, approveBy: APPROVE_BY, ...planned });
const corrected: CorrectedTimes = {
  actualStart: '2026-04-15T06:07:00.000Z',
  actualEnd: '2026-04-15T13:52:00.000Z',
  breakMinutes: 30,
};

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ConflictError || error instanceof ValidationError) return error.code;
    throw error;
  }
  return 'ACCEPTED';
}

describe('approve, dispute, settle', () => {
  it.each([
    ['OPEN', 'TIMESHEET_NOT_SUBMITTED', 'TIMESHEET_NOT_DISPUTED'],
    ['SUBMITTED', 'ACCEPTED', 'TIMESHEET_NOT_DISPUTED'],
    ['APPROVED', 'TIMESHEET_FINAL', 'TIMESHEET_FINAL'],
    ['DISPUTED', 'TIMESHEET_NOT_SUBMITTED', 'ACCEPTED'],
    ['SETTLED', 'TIMESHEET_FINAL', 'TIMESHEET_FINAL'],
  ] as const)('%s: approve/dispute → %s, settle → %s', (status, approveOrDispute, settle) => {
    const now = '2026-04-16T10:00:00.000Z';
    expect(codeOf(() => approveTimesheet(state(status)))).toBe(approveOrDispute);
    expect(codeOf(() => disputeTimesheet(state(status), corrected, now, 'MINUTE'))).toBe(approveOrDispute);
    expect(codeOf(() => settleTimesheet(state(status), corrected, 'MINUTE'))).toBe(settle);
  });

  it('should cover every status', () => {
    expect(TIMESHEET_STATUSES).toHaveLength(5);
  });

  it('should refuse a dispute once the 48 hours have passed, naming when they ended', () => {
    const late = () => disputeTimesheet(state('SUBMITTED'), corrected, APPROVE_BY, 'MINUTE');
    expect(codeOf(late)).toBe('APPROVAL_WINDOW_CLOSED');
    expect(late).toThrow('ended at 17/04/2026 17:00');
  });

  it('should round the corrected times once and count the worked minutes', () => {
    const now = '2026-04-16T10:00:00.000Z';
    expect(disputeTimesheet(state('SUBMITTED'), corrected, now, 'FIFTEEN_MINUTES')).toEqual({
      status: 'DISPUTED',
      actualStart: '2026-04-15T06:00:00.000Z',
      actualEnd: '2026-04-15T13:45:00.000Z',
      breakMinutes: 30,
      workedMinutes: 7 * 60 + 45 - 30,
    });
    expect(settleTimesheet(state('DISPUTED'), corrected, 'MINUTE')).toMatchObject({
      status: 'SETTLED',
      workedMinutes: 7 * 60 + 45 - 30,
    });
  });
});

describe('corrected times', () => {
  const settle = (times: Partial<CorrectedTimes>) => () =>
    settleTimesheet(state('DISPUTED'), { ...corrected, ...times }, 'MINUTE');

  it.each([
    [{ actualEnd: '2026-04-15T06:07:00.000Z' }, 'CORRECTION_END_BEFORE_START'],
    [{ actualStart: '2026-04-15T05:29:00.000Z' }, 'CORRECTION_START_OUT_OF_RANGE'],
    [
      { actualStart: '2026-04-15T14:01:00.000Z', actualEnd: '2026-04-15T15:00:00.000Z' },
      'CORRECTION_START_OUT_OF_RANGE',
    ],
    [{ actualEnd: '2026-04-16T02:01:00.000Z' }, 'CORRECTION_END_OUT_OF_RANGE'],
    [{ breakMinutes: 465 }, 'CORRECTION_BREAK_TOO_LONG'],
    [{ breakMinutes: -1 }, 'CORRECTION_BREAK_TOO_LONG'],
    [{ breakMinutes: 10.5 }, 'CORRECTION_BREAK_TOO_LONG'],
  ])('should refuse %j with %s', (times, code) => {
    expect(codeOf(settle(times))).toBe(code);
  });

  it('should accept the widest sane bounds', () => {
    const widest = {
      actualStart: '2026-04-15T05:30:00.000Z',
      actualEnd: '2026-04-16T02:00:00.000Z',
      breakMinutes: 0,
    };
    expect(settle(widest)()).toMatchObject({ workedMinutes: 20 * 60 + 30 });
    expect(settle({ breakMinutes: 464 })()).toMatchObject({ workedMinutes: 1 });
  });

  it('should name every bad field', () => {
    try {
      settle({ actualStart: '2026-04-15T05:00:00.000Z', breakMinutes: -5 })();
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toEqual({
        actualStart: 'The start must be between 30 minutes before the planned start and the planned end.',
        breakMinutes: 'The breaks must be shorter than the time between start and end.',
      });
    }
  });
});

describe('sweeps', () => {
  it('should auto-approve a SUBMITTED timesheet from approveBy on, and nothing else', () => {
    expect(isAutoApproveDue(state('SUBMITTED'), '2026-04-17T13:59:59.999Z')).toBe(false);
    expect(isAutoApproveDue(state('SUBMITTED'), APPROVE_BY)).toBe(true);
    for (const status of ['OPEN', 'APPROVED', 'DISPUTED', 'SETTLED'] as const) {
      expect(isAutoApproveDue(state(status), '2026-05-01T00:00:00.000Z')).toBe(false);
    }
  });

  it('should raise the late alert 15 minutes after the start, for a claimed shift not clocked in', () => {
    const shift = { status: 'CLAIMED' as const, clockedIn: false, ...planned };
    expect(isLateAlertDue(shift, '2026-04-15T06:14:59.000Z')).toBe(false);
    expect(isLateAlertDue(shift, '2026-04-15T06:15:00.000Z')).toBe(true);
    expect(isLateAlertDue({ ...shift, clockedIn: true }, '2026-04-15T06:20:00.000Z')).toBe(false);
    expect(isLateAlertDue({ ...shift, status: 'NO_SHOW' }, '2026-04-15T06:20:00.000Z')).toBe(false);
    expect(isLateAlertDue(shift, planned.plannedEnd)).toBe(false);
  });
});
