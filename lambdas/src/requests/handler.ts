import * as contract from '@careshift/contract';

import { requestDeps } from '../deps';
import { areaHandler, route } from '../http/pipeline';
import type { Viewer } from '../http/viewer';

import { claimShift } from './claim-shift';
import { createShiftRequestsOnce } from './idempotent-create';
import { findAShift, listMyShifts, listShiftsFor } from './list-shifts';
import { paymentNote } from './payment-note';
import { getShiftReview, reviewShift } from './review-shift';
import { cancelShift, cancelShiftClaim, markNoShow, verifyShift } from './shift-moves';
import { entityCounts, getShift, searchPartnersToAssign } from './shift-reads';
import { updateShift } from './update-shift';

/** Every route here is signed in except the entity counts, so the viewer is set. */
const signedIn = (viewer: Viewer | undefined) => viewer as Viewer;

/** The requests area Lambda: the shift lifecycle (issue 6). */
export const handler = areaHandler([
  route(contract.shiftCreate, ({ body }, { viewer }) =>
    createShiftRequestsOnce(requestDeps(), signedIn(viewer), body),
  ),
  route(contract.shiftUpdate, ({ path, body }, { viewer }) =>
    updateShift(requestDeps(), signedIn(viewer), path.shiftId, body),
  ),
  route(contract.shiftsList, ({ query }, { viewer }) =>
    listShiftsFor(requestDeps(), signedIn(viewer), query),
  ),
  route(contract.openShiftsList, ({ query }, { viewer }) =>
    findAShift(requestDeps(), signedIn(viewer), query),
  ),
  route(contract.myShiftsList, ({ query }, { viewer }) =>
    listMyShifts(requestDeps(), signedIn(viewer), query),
  ),
  route(contract.shiftGet, ({ path }, { viewer }) =>
    getShift(requestDeps(), signedIn(viewer), path.shiftId),
  ),
  route(contract.entityCountsGet, () => entityCounts(requestDeps())),
  route(contract.shiftClaim, ({ path, body }, { viewer }) =>
    claimShift(requestDeps(), signedIn(viewer), path.shiftId, body.partnerId),
  ),
  route(contract.shiftVerify, ({ path }, { viewer }) =>
    verifyShift(requestDeps(), signedIn(viewer), path.shiftId),
  ),
  route(contract.shiftCancel, ({ path, body }, { viewer }) =>
    cancelShift(requestDeps(), signedIn(viewer), path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftCancelClaim, ({ path, body }, { viewer }) =>
    cancelShiftClaim(requestDeps(), signedIn(viewer), path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftNoShow, ({ path, body }, { viewer }) =>
    markNoShow(requestDeps(), signedIn(viewer), path.shiftId, body.reason),
  ),
  route(contract.paymentNoteDownload, ({ path }, { viewer }) =>
    paymentNote(requestDeps(), signedIn(viewer), path.shiftId),
  ),
  route(contract.assignablePartnersSearch, ({ query }) => searchPartnersToAssign(requestDeps(), query)),
  route(contract.shiftReviewCreate, ({ path, body }, { viewer }) =>
    reviewShift(requestDeps(), signedIn(viewer), path.shiftId, body),
  ),
  route(contract.shiftReviewGet, ({ path }, { viewer }) =>
    getShiftReview(requestDeps(), signedIn(viewer), path.shiftId),
  ),
]);
