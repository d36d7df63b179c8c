import { newShiftFormDefaults, newShiftFormToRequest } from '@careshift/contract';
import type { NewShiftForm, NewShiftFormValues, RequestCreateBody, ShiftDetail } from '@careshift/contract';
import { defaultShiftDeadline, defaultShiftEnd } from '@careshift/contract/forms/new-shift-defaults';
import { fromNicosiaWallClock, toNicosiaWallClock } from '@careshift/contract/forms/nicosia-wall-clock';
import type { Role } from '@careshift/domain';

/**
 * The times that follow a new start (spec section 5): end = start + 8 hours; deadline = start − 1 day
 * when the start is more than a day away, otherwise start − 1 hour.
 */
export function timesAfterStart(startIso: string, now: Date): { endDate: string; deadline: string } | null {
  const start = new Date(startIso);
  if (!startIso || Number.isNaN(start.getTime())) return null;
  return {
    endDate: defaultShiftEnd(start).toISOString(),
    deadline: defaultShiftDeadline(start, now).toISOString(),
  };
}

/**
 * The form opened from an existing shift (`/requests/new?id=…`): same client, position, partner
 * left out, and the same wall-clock times moved to the form's default day, so the copy is valid
 * until someone changes it.
 */
export function copyOfShift(
  shift: Pick<ShiftDetail, 'clientId' | 'position' | 'startDate' | 'endDate'>,
  options: { now: Date; role: Role },
): NewShiftForm {
  const defaults = newShiftFormDefaults(options);
  const day = toNicosiaWallClock(defaults.startDate as string).date;
  const start = fromNicosiaWallClock(day, toNicosiaWallClock(shift.startDate).time);
  const startTime =
    start.getTime() >= Date.parse(defaults.startDate as string)
      ? start
      : new Date(defaults.startDate as string);
  const length = Date.parse(shift.endDate) - Date.parse(shift.startDate);
  const end = new Date(startTime.getTime() + (length > 0 ? length : 8 * 3_600_000));
  return {
    ...defaults,
    clientId: options.role === 'SYSTEM_USER' ? shift.clientId : '',
    positionId: shift.position.id,
    startDate: startTime.toISOString(),
    endDate: end.toISOString(),
    deadline: defaultShiftDeadline(startTime, options.now).toISOString(),
  };
}

/** The request-create body of one shift (the server computes the cost). */
export function singleShiftBody(values: NewShiftFormValues, idempotencyKey: string): RequestCreateBody {
  const request = newShiftFormToRequest(values);
  return {
    ...(request.clientId ? { clientId: request.clientId } : {}),
    positionId: request.positionId,
    shifts: [
      {
        startDate: request.startDate,
        endDate: request.endDate,
        deadline: request.deadline,
        ...(request.claimedBy ? { claimedBy: request.claimedBy } : {}),
      },
    ],
    idempotencyKey,
  };
}

const FORM_FIELDS = ['clientId', 'positionId', 'startDate', 'endDate', 'deadline', 'claimedBy'] as const;
export type NewShiftField = (typeof FORM_FIELDS)[number];

/** The form field a server field error names ("shifts.0.deadline", "body.positionId", "deadline"). */
export function newShiftFieldOf(key: string): NewShiftField | undefined {
  const last = key.split('.').pop() ?? key;
  return (FORM_FIELDS as readonly string[]).includes(last) ? (last as NewShiftField) : undefined;
}

/** A key for request-create's idempotency: a retry of the same submit posts nothing twice. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
