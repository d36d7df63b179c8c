import type { ShiftCostView, ShiftRow } from '@careshift/contract';
import type { ShiftRecord } from '@careshift/db';
import { CURRENCY, isPartner, moneyVisibleTo } from '@careshift/domain';
import type { ShiftForActions } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

/** The shift as the domain's action rules read it. */
export function shiftForActions(shift: ShiftRecord): ShiftForActions {
  return {
    status: shift.status,
    startDate: shift.startDate,
    endDate: shift.endDate,
    deadline: shift.deadline,
    clientId: shift.clientId,
    claimedBy: shift.claimedBy ?? null,
    clientReviewId: shift.reviewId ?? null,
    invoiceId: shift.invoiceId ?? null,
  };
}

/** Clients pay the total to the partner directly and never see the split (the domain's moneyVisibleTo). */
export function costFor(shift: ShiftRecord, viewer: Viewer): ShiftCostView {
  const { totalCost, employeeEarnings, companyCommission } = shift.cost;
  if (moneyVisibleTo(viewer).costSplit) {
    return { totalCost, employeeEarnings, companyCommission, currency: CURRENCY };
  }
  return { totalCost, currency: CURRENCY };
}

/** Spreads only the optional fields that are set, so a row carries no `undefined`. */
function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ''),
  ) as Partial<T>;
}

/**
 * A list row for the viewer: a partner sees someone else's claimed shift only as taken
 * (`claimedByOther`, no partner id or name), and only administrators and partners see the cost split.
 */
export function toShiftRow(shift: ShiftRecord, viewer: Viewer): ShiftRow {
  const othersShift = isPartner(viewer) && !!shift.claimedBy && shift.claimedBy !== viewer.userId;
  return {
    id: shift.shiftId,
    refNumber: shift.refNumber,
    clientId: shift.clientId,
    clientName: shift.clientName,
    position: {
      id: shift.positionId,
      name: shift.positionName,
      ...present({ nameEl: shift.positionNameEl }),
    },
    status: shift.status,
    ...(othersShift
      ? { claimedByOther: true }
      : present({ claimedBy: shift.claimedBy, employeeName: shift.partnerName })),
    cost: costFor(shift, viewer),
    ...present({ boostedAt: shift.boostedAt }),
    startDate: shift.startDate,
    endDate: shift.endDate,
    deadline: shift.deadline,
    ...present({
      invoiceId: shift.invoiceId,
      clientReviewId: shift.reviewId,
      reviewScore: shift.reviewScore,
      cancellationReason: shift.cancellationReason,
    }),
    createdAt: shift.createdAt,
    updatedAt: shift.updatedAt,
  };
}

/** The maps link of an address: the contract's, shared with the web's client info page. */
export { mapsUrlOf } from '@careshift/contract';
