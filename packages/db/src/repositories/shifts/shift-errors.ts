import { ConflictError, NotFoundError, ShiftAlreadyClaimedError } from '@careshift/domain';

import type { DbService } from '../../service';

import type { ShiftChangeFailure, ShiftChangeResult } from './shift-change';
import type { ShiftRecord } from './shift-records';

type Explanations = Partial<Record<ShiftChangeFailure, () => Error | Promise<Error>>>;

/** A partner's weekly shift limit would be exceeded by the claim. */
export function weeklyLimitError(): ConflictError {
  return new ConflictError('The weekly shift limit has been reached.', 'WEEKLY_SHIFT_LIMIT_REACHED');
}

/** Why a guarded write of a shift was refused: it is gone, or it changed since it was read. */
async function changedShiftError(db: DbService, shiftId: string): Promise<Error> {
  const { data } = await db.entities.shift.get({ shiftId }).go({ consistent: true });
  return data ? new ConflictError() : new NotFoundError('Shift not found.');
}

/** Explains a refused claim: someone else holds the shift now, or it changed otherwise. */
export async function claimRefusal(db: DbService, shiftId: string): Promise<Error> {
  const { data } = await db.entities.shift.get({ shiftId }).go({ consistent: true });
  if (!data) return new NotFoundError('Shift not found.');
  return data.claimedBy ? new ShiftAlreadyClaimedError() : new ConflictError();
}

/** The shift a change wrote, or the domain error (HTTP 404/409) that explains its refusal. */
export async function shiftOrError(
  db: DbService,
  shiftId: string,
  result: ShiftChangeResult,
  explain: Explanations = {},
): Promise<ShiftRecord> {
  if (result.ok) return result.shift;
  const special = explain[result.failure];
  if (special) throw await special();
  if (result.failure === 'weekly-limit') throw weeklyLimitError();
  if (result.failure === 'shift-changed') throw await changedShiftError(db, shiftId);
  throw new ConflictError();
}
