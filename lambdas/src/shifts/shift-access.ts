import type { ShiftRecord } from '@careshift/db';
import type { ChangeContext } from '@careshift/db';
import {
  assertShiftAction,
  canSeeShift,
  goneReason,
  isOfferedToPartner,
  isPartner,
  needsPartnerPositions,
  NotAllowedError,
  NotFoundError,
  partnerMarksOf,
} from '@careshift/domain';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import type { ShiftDeps } from './shift-deps';
import { shiftForActions } from './shift-views';

export const SHIFT_NOT_FOUND = 'This shift does not exist.';

/** The 404s a partner gets for a shift of its positions that stopped being open while it looked. */
const GONE = {
  cancelled: { message: 'This shift was cancelled.', code: 'SHIFT_CANCELLED' },
  taken: { message: 'Another partner claimed this shift.', code: 'SHIFT_TAKEN' },
} as const;

/** The shift or a 404. */
export async function loadShift(deps: Pick<ShiftDeps, 'shifts'>, shiftId: string): Promise<ShiftRecord> {
  const shift = await deps.shifts.getShift(shiftId);
  if (!shift) throw new NotFoundError(SHIFT_NOT_FOUND);
  return shift;
}

/**
 * The shift if the viewer may see it (the domain's `canSeeShift`), else the same 404 as a shift
 * that does not exist: every read and every action on another tenant's shift answers alike, so
 * nobody learns which shift ids exist (OWASP API1). The one nuance: a partner asking for a shift of
 * its own positions that was cancelled or claimed by someone else gets a 404 saying so (the domain's
 * goneReason), since that shift was open to it and the page it had open should say why it went.
 */
export async function loadVisibleShift(
  deps: Pick<ShiftDeps, 'shifts' | 'partners' | 'partnerMarks' | 'clock'>,
  viewer: Viewer,
  shiftId: string,
): Promise<ShiftRecord> {
  const shift = await loadShift(deps, shiftId);
  const open = needsPartnerPositions(viewer, shift);
  const positions = open ? (await deps.partners.getPartner(viewer.userId))?.positionIds : undefined;
  if (canSeeShift(viewer, shift, () => positions)) {
    if (!open || (await offeredToViewer(deps, viewer, shift))) return shift;
    throw new NotFoundError(SHIFT_NOT_FOUND);
  }
  const reason = isPartner(viewer)
    ? goneReason(viewer, shift, positions ?? (await deps.partners.getPartner(viewer.userId))?.positionIds)
    : null;
  if (reason) throw new NotFoundError(GONE[reason].message, GONE[reason].code);
  throw new NotFoundError(SHIFT_NOT_FOUND);
}

/**
 * Whether an open shift is offered to the partner viewing it (the domain's offer rule, issue 35): a
 * shift of an organisation that blocked the partner, or in its favourites-only window when the partner
 * is not a favourite, is "not found" like any shift the partner may not see.
 */
async function offeredToViewer(
  deps: Pick<ShiftDeps, 'partnerMarks' | 'clock'>,
  viewer: Viewer,
  shift: ShiftRecord,
): Promise<boolean> {
  const marked = await deps.partnerMarks.markBetween(shift.clientId, viewer.userId);
  return isOfferedToPartner(shift, partnerMarksOf(shift.clientId, marked), deps.clock.now());
}

/** "Now" and the shift, if the viewer may see it (`loadVisibleShift`). */
export async function loadVisibleShiftNow(
  deps: Pick<ShiftDeps, 'shifts' | 'partners' | 'partnerMarks' | 'clock'>,
  viewer: Viewer,
  shiftId: string,
): Promise<{ now: Date; shift: ShiftRecord }> {
  const now = deps.clock.now();
  return { now, shift: await loadVisibleShift(deps, viewer, shiftId) };
}

/** Loads the shift and checks, with the domain's action visibility, that the viewer may take the action now. */
export async function loadForAction(
  deps: Pick<ShiftDeps, 'shifts' | 'partners' | 'partnerMarks' | 'clock'>,
  viewer: Viewer,
  shiftId: string,
  action: Parameters<typeof assertShiftAction>[0],
): Promise<{ now: Date; before: ShiftRecord }> {
  const { now, shift } = await loadVisibleShiftNow(deps, viewer, shiftId);
  assertShiftAction(action, { shift: shiftForActions(shift), viewer, now });
  return { now, before: shift };
}

/** Who changes a shift, when and why: written to the audit trail beside the change. */
export function changeContext(viewer: Viewer, at: Date, reason?: string): ChangeContext {
  return changeContextOf(viewer, at.toISOString(), reason);
}

/** The organisation a client user acts for (from the token). */
export function ownClientOf(viewer: Viewer): string {
  if (!viewer.clientId) throw new NotAllowedError('Your sign-in is not linked to an organisation.');
  return viewer.clientId;
}
