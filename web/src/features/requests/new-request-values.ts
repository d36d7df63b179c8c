import { newShiftFormToRequest } from '@careshift/contract';
import type {
  NewShiftForm,
  NewShiftFormValues,
  ShiftCreateBody,
  ShiftUpdateBody,
  ShiftDetail,
} from '@careshift/contract';
import { defaultShiftDeadline, defaultShiftEnd } from '@careshift/contract/forms/new-shift-defaults';
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

/** The form of a shift being changed (`/requests/new?id=…`): its client, position and times. */
export function formOfShift(
  shift: Pick<ShiftDetail, 'clientId' | 'position' | 'startDate' | 'endDate' | 'deadline'>,
  role: Role,
): NewShiftForm {
  return {
    clientId: role === 'SYSTEM_USER' ? shift.clientId : '',
    positionId: shift.position.id,
    startDate: shift.startDate,
    endDate: shift.endDate,
    deadline: shift.deadline,
    claimedBy: '',
  };
}

/** request-update's body: the position and times (the client and any partner stay; the server prices). */
export function updateShiftBody(values: NewShiftFormValues): ShiftUpdateBody {
  return {
    positionId: values.positionId,
    startDate: values.startDate,
    endDate: values.endDate,
    deadline: values.deadline,
  };
}

/** The request-create body of one shift (the server computes the cost). */
export function singleShiftBody(values: NewShiftFormValues, idempotencyKey: string): ShiftCreateBody {
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
