import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';

import { attendanceSettingsOf, DEFAULT_ATTENDANCE_SETTINGS } from './attendance-settings';
import { isShiftInvoiceable, shiftHours } from './invoicing';
import { TIMESHEET_STATUSES } from './vocabulary';

describe('attendanceSettingsOf', () => {
  it('should default to 300 m, to the minute, without a facility point', () => {
    expect(attendanceSettingsOf(undefined)).toEqual({ radiusMetres: 300, roundingRule: 'MINUTE' });
    expect(DEFAULT_ATTENDANCE_SETTINGS).toEqual({ radiusMetres: 300, roundingRule: 'MINUTE' });
  });

  it('should keep what the organisation stored over the defaults', () => {
    const point = { latitude: 34.6786, longitude: 33.0413 };
    expect(attendanceSettingsOf({ radiusMetres: 50, facilityPoint: point })).toEqual({
      radiusMetres: 50,
      roundingRule: 'MINUTE',
      facilityPoint: point,
    });
    expect(attendanceSettingsOf({ radiusMetres: 5000, roundingRule: 'FIFTEEN_MINUTES' }).roundingRule).toBe(
      'FIFTEEN_MINUTES',
    );
  });

  it('should name every bad field', () => {
    const bad = {
      radiusMetres: 49,
      roundingRule: 'HOUR' as 'MINUTE',
      facilityPoint: { latitude: 91, longitude: 33 },
    };
    expect(() => attendanceSettingsOf(bad)).toThrow(ValidationError);
    try {
      attendanceSettingsOf(bad);
    } catch (error) {
      expect(Object.keys((error as ValidationError).fieldErrors)).toEqual([
        'radiusMetres',
        'roundingRule',
        'facilityPoint',
      ]);
    }
    expect(() => attendanceSettingsOf({ radiusMetres: 5001 })).toThrow(ValidationError);
    expect(() => attendanceSettingsOf({ radiusMetres: 300.5 })).toThrow(ValidationError);
  });
});

describe('isShiftInvoiceable', () => {
  const finished = { status: 'FINISHED' as const, endDate: '2026-04-15T14:00:00.000Z' };
  const now = '2026-04-20T00:00:00.000Z';

  it('should keep a finished shift without a timesheet invoiceable, as before attendance', () => {
    expect(isShiftInvoiceable(finished, undefined, now)).toBe(true);
  });

  it('should make a shift with a timesheet invoiceable only once it is APPROVED or SETTLED', () => {
    const invoiceable = TIMESHEET_STATUSES.filter((status) => isShiftInvoiceable(finished, status, now));
    expect(invoiceable).toEqual(['APPROVED', 'SETTLED']);
  });

  it('should still refuse what was never invoiceable (already invoiced, not yet ended)', () => {
    expect(isShiftInvoiceable({ ...finished, invoiceId: 'inv-1' }, 'APPROVED', now)).toBe(false);
    const claimed = { status: 'CLAIMED' as const, endDate: '2026-04-21T00:00:00.000Z' };
    expect(isShiftInvoiceable(claimed, 'APPROVED', now)).toBe(false);
  });
});

describe('shiftHours', () => {
  const planned = { plannedStart: '2026-04-15T06:00:00.000Z', plannedEnd: '2026-04-15T14:00:00.000Z' };

  it('should show planned minutes, and actual ones only once approved', () => {
    expect(shiftHours(planned)).toEqual({ plannedMinutes: 480 });
    expect(shiftHours(planned, { status: 'SUBMITTED', workedMinutes: 500, breakMinutes: 30 })).toEqual({
      plannedMinutes: 480,
    });
    expect(shiftHours(planned, { status: 'SETTLED', workedMinutes: 450, breakMinutes: 30 })).toEqual({
      plannedMinutes: 480,
      actualMinutes: 450,
      breakMinutes: 30,
    });
  });

  it('should count real elapsed minutes across the autumn clock change', () => {
    // Sat 24/10/2026 22:00 → Sun 25/10 06:00 Nicosia: the clocks go back at 04:00, so 9 hours pass.
    const night = { plannedStart: '2026-10-24T19:00:00.000Z', plannedEnd: '2026-10-25T04:00:00.000Z' };
    expect(shiftHours(night).plannedMinutes).toBe(9 * 60);
  });
});
