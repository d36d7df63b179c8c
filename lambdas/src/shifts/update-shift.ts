import type * as z from 'zod/mini';

import type { shiftUpdateBodySchema, ShiftDetail } from '@careshift/contract';
import { ConflictError, shiftActions } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { checkRow, isFailed } from './create-rows';
import { clientFor, costConfigOf, rowContext } from './create-shifts';
import { changeContext, loadVisibleShiftNow } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { shiftDetail } from './shift-detail';
import { shiftForActions } from './shift-views';

export type ShiftUpdateBodyValues = z.output<typeof shiftUpdateBodySchema>;

export const SHIFT_NOT_CHANGEABLE = 'This shift can no longer be changed.';

/**
 * request-update: an administrator, or a user of the shift's own organisation, changes the position
 * and times of a shift that is still PENDING or VERIFIED and not started. The new values pass the same
 * single-shift rules as request-create (the client of the shift, the viewer's role, the clock) and the
 * cost is computed again under the effective configuration; the write is versioned, with its audit entry.
 */
export async function updateShift(
  deps: ShiftDeps,
  viewer: Viewer,
  shiftId: string,
  body: ShiftUpdateBodyValues,
): Promise<ShiftDetail> {
  const { now, shift: before } = await loadVisibleShiftNow(deps, viewer, shiftId);
  if (!shiftActions({ shift: shiftForActions(before), viewer, now }).update)
    throw new ConflictError(SHIFT_NOT_CHANGEABLE, 'SHIFT_NOT_CHANGEABLE');
  const client = await clientFor(deps, viewer, { clientId: before.clientId });
  const context = await rowContext(deps, viewer, { positionId: body.positionId, shifts: [] }, client, now);
  const { positionId, ...times } = body;
  const checked = await checkRow({ ...times, index: 0, shiftId }, context, []);
  if (isFailed(checked)) throw checked.error;
  const after = await deps.shifts.updateShiftDetails({
    shift: before,
    changes: {
      positionId,
      positionName: context.positionName,
      positionNameEl: context.positionNameEl,
      positionRates: context.rates,
      startDate: checked.startDate,
      endDate: checked.endDate,
      deadline: checked.deadline,
      cost: checked.cost,
      costConfig: costConfigOf(context.config),
      clientName: client.name,
    },
    context: changeContext(viewer, now),
  });
  return shiftDetail(deps, after, viewer, now);
}
