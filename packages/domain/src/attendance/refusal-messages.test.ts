import { describe, expect, it } from 'vitest';

import { ConflictError } from '../errors';

import {
  CORRECTION_PROBLEMS,
  isAttendanceRefusal,
  PUNCH_REFUSALS,
  TIMESHEET_REFUSALS,
} from './refusal-codes';
import {
  ATTENDANCE_REFUSAL_MESSAGES,
  attendanceConflict,
  attendanceRefusalMessage,
} from './refusal-messages';

const CODES = [...PUNCH_REFUSALS, ...TIMESHEET_REFUSALS, ...CORRECTION_PROBLEMS];

describe('attendance refusal messages', () => {
  it('should have the same keys in English and Greek, and a Greek text for every code', () => {
    const { en, el } = ATTENDANCE_REFUSAL_MESSAGES;
    expect(Object.keys(el).sort()).toEqual(Object.keys(en).sort());
    for (const code of CODES) {
      expect(el[code]).toMatch(/[α-ω]/);
      expect(el[code]).not.toBe(en[code]);
    }
  });

  it('should use the same placeholders in both languages', () => {
    const { en, el } = ATTENDANCE_REFUSAL_MESSAGES;
    const placeholders = (text: string | undefined) => (text?.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.keys(en)) expect(placeholders(el[key])).toEqual(placeholders(en[key]));
  });

  it('should use the detailed variant when its parameter is known', () => {
    expect(attendanceRefusalMessage('PUNCH_REASON_REQUIRED', { distance: 445, radius: 300 }, 'el')).toBe(
      'Βρίσκεστε 445 μ. από τη διεύθυνση του οργανισμού (επιτρέπονται 300 μ.). Γράψτε τον λόγο για να γίνει η καταγραφή από εδώ· θα τον δει ο οργανισμός.',
    );
    expect(attendanceRefusalMessage('PUNCH_REASON_REQUIRED')).toMatch(/^Your position is not available/);
  });

  it('should make a 409 error with the code and the known parameters', () => {
    const error = attendanceConflict('PUNCH_TOO_EARLY', { time: '08:30', distance: undefined });
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.code).toBe('PUNCH_TOO_EARLY');
    expect(error.params).toEqual({ time: '08:30' });
    expect(error.message).toBe('Clock in opens at 08:30, 30 minutes before the shift starts.');
  });

  it('should recognise its codes and nothing else', () => {
    expect(CODES.every(isAttendanceRefusal)).toBe(true);
    expect(isAttendanceRefusal('NOT_OPEN')).toBe(false);
  });
});
