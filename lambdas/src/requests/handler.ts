import * as contract from '@careshift/contract';

import { requestDeps } from '../deps';
import { areaHandler, route } from '../http/pipeline';

import { claimShift } from './claim-shift';
import { createShiftRequestsOnce } from './idempotent-create';
import { findAShift, listMyShifts, listShiftsFor } from './list-shifts';
import { paymentNote } from './payment-note';
import { getShiftReview, reviewShift } from './review-shift';
import { cancelShift, cancelShiftClaim, markNoShow, verifyShift } from './shift-moves';
import { entityCounts, getShift, searchPartnersToAssign } from './shift-reads';
import { updateShift } from './update-shift';

/** The requests area Lambda: the shift lifecycle (issue 6). */
export const handler = areaHandler([
  route(contract.shiftCreate, ({ body }, { viewer }) => createShiftRequestsOnce(requestDeps(), viewer, body)),
  route(contract.shiftUpdate, ({ path, body }, { viewer }) =>
    updateShift(requestDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftsList, ({ query }, { viewer }) => listShiftsFor(requestDeps(), viewer, query)),
  route(contract.openShiftsList, ({ query }, { viewer }) => findAShift(requestDeps(), viewer, query)),
  route(contract.myShiftsList, ({ query }, { viewer }) => listMyShifts(requestDeps(), viewer, query)),
  route(contract.shiftGet, ({ path }, { viewer }) => getShift(requestDeps(), viewer, path.shiftId)),
  route(contract.entityCountsGet, () => entityCounts(requestDeps())),
  route(contract.shiftClaim, ({ path, body }, { viewer }) =>
    claimShift(requestDeps(), viewer, path.shiftId, body.partnerId),
  ),
  route(contract.shiftVerify, ({ path }, { viewer }) => verifyShift(requestDeps(), viewer, path.shiftId)),
  route(contract.shiftCancel, ({ path, body }, { viewer }) =>
    cancelShift(requestDeps(), viewer, path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftCancelClaim, ({ path, body }, { viewer }) =>
    cancelShiftClaim(requestDeps(), viewer, path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftNoShow, ({ path, body }, { viewer }) =>
    markNoShow(requestDeps(), viewer, path.shiftId, body.reason),
  ),
  route(contract.paymentNoteDownload, ({ path }, { viewer }) =>
    paymentNote(requestDeps(), viewer, path.shiftId),
  ),
  route(contract.assignablePartnersSearch, ({ query }) => searchPartnersToAssign(requestDeps(), query)),
  route(contract.shiftReviewCreate, ({ path, body }, { viewer }) =>
    reviewShift(requestDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftReviewGet, ({ path }, { viewer }) =>
    getShiftReview(requestDeps(), viewer, path.shiftId),
  ),
]);
