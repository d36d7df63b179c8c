import { isAttendanceRefusal } from '@careshift/domain/attendance/refusal-codes';
import type { AttendanceRefusalParams } from '@careshift/domain/attendance/refusal-codes';
import { attendanceRefusalMessage } from '@careshift/domain/attendance/refusal-messages';

import { isApiError } from '../../api/client';

/** The server refused the punch because it needs a reason (outside the radius, or no position). */
export const REASON_REQUIRED = 'PUNCH_REASON_REQUIRED';

/** The call never reached the server (no network): the punch is queued on the phone. */
export function isUnsent(error: unknown): boolean {
  return !isApiError(error) || error.status === 0;
}

/**
 * What the partner reads when a punch is refused: the server's refusal (its code and what it names,
 * in the domain's English or Greek text), or the server's own message for any other answer.
 */
export function punchRefusalText(error: unknown, language: 'en' | 'el', fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (isAttendanceRefusal(error.code))
    return attendanceRefusalMessage(error.code, error.params as AttendanceRefusalParams, language);
  return error.message || fallback;
}
