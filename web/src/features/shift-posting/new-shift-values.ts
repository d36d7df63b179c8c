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
import { isAdministrator } from '@careshift/domain/permissions/viewer';

/**
 * The role the shift forms validate for. Only administrators and client users open them (the route
 * table); a token without a role gets the client user's form, whose rules are the stricter.
 */
export function formRoleOf(role: Role | undefined): Role {
  return role ?? 'CLIENT';
}

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
    clientId: isAdministrator({ role }) ? shift.clientId : '',
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
  const fields = newShiftFormToRequest(values);
  return {
    ...(fields.clientId ? { clientId: fields.clientId } : {}),
    positionId: fields.positionId,
    shifts: [
      {
        startDate: fields.startDate,
        endDate: fields.endDate,
        deadline: fields.deadline,
        ...(fields.claimedBy ? { claimedBy: fields.claimedBy } : {}),
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
