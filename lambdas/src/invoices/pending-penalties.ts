import type { PendingPenalty } from '@careshift/contract/operations/penalties';
import { CURRENCY } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { InvoiceDeps } from './invoice-deps';

/**
 * penalties-pending: the signed-in partner's penalties not yet on an invoice, oldest first, each with its
 * shift's ref, position and start (one batch read of those shifts), so the partner sees what it owes
 * before the invoice comes. The route admits partners only; the partner is the viewer itself.
 */
export async function pendingPenaltiesOf(
  deps: Pick<InvoiceDeps, 'invoices' | 'shifts'>,
  viewer: Viewer,
): Promise<{ penalties: PendingPenalty[] }> {
  const penalties = await deps.invoices.listPartnerPenalties({
    partnerId: viewer.userId,
    uninvoicedOnly: true,
  });
  const shifts = penalties.length > 0 ? await deps.shifts.getShifts(penalties.map((p) => p.shiftId)) : [];
  const shiftById = new Map(shifts.map((shift) => [shift.shiftId, shift]));
  return {
    penalties: penalties.map((penalty) => {
      const shift = shiftById.get(penalty.shiftId);
      return {
        id: penalty.penaltyId,
        kind: penalty.kind,
        shiftId: penalty.shiftId,
        shiftRef: penalty.shiftRef,
        ...(shift ? { positionName: shift.positionName, startDate: shift.startDate } : {}),
        ...(shift?.positionNameEl ? { positionNameEl: shift.positionNameEl } : {}),
        amount: penalty.amount,
        currency: CURRENCY,
        createdAt: penalty.createdAt,
      };
    }),
  };
}
