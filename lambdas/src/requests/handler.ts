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
  route(contract.requestCreate, ({ body }, { viewer }) =>
    createShiftRequestsOnce(requestDeps(), signedIn(viewer), body),
  ),
  route(contract.requestUpdate, ({ path, body }, { viewer }) =>
    updateShift(requestDeps(), signedIn(viewer), path.requestId, body),
  ),
  route(contract.requestsList, ({ query }, { viewer }) =>
    listShiftsFor(requestDeps(), signedIn(viewer), query),
  ),
  route(contract.requestsFindAShift, ({ query }, { viewer }) =>
    findAShift(requestDeps(), signedIn(viewer), query),
  ),
  route(contract.requestsMine, ({ query }, { viewer }) =>
    listMyShifts(requestDeps(), signedIn(viewer), query),
  ),
  route(contract.requestGet, ({ path }, { viewer }) =>
    getShift(requestDeps(), signedIn(viewer), path.requestId),
  ),
  route(contract.requestGetEntityCounts, () => entityCounts(requestDeps())),
  route(contract.requestClaim, ({ path, body }, { viewer }) =>
    claimShift(requestDeps(), signedIn(viewer), path.requestId, body.employeeId),
  ),
  route(contract.requestVerify, ({ path }, { viewer }) =>
    verifyShift(requestDeps(), signedIn(viewer), path.requestId),
  ),
  route(contract.requestCancel, ({ path, body }, { viewer }) =>
    cancelShift(requestDeps(), signedIn(viewer), path.requestId, body.cancellationReason),
  ),
  route(contract.requestCancelClaim, ({ path, body }, { viewer }) =>
    cancelShiftClaim(requestDeps(), signedIn(viewer), path.requestId, body.cancellationReason),
  ),
  route(contract.requestNoShow, ({ path, body }, { viewer }) =>
    markNoShow(requestDeps(), signedIn(viewer), path.requestId, body.reason),
  ),
  route(contract.requestPaymentNote, ({ path }, { viewer }) =>
    paymentNote(requestDeps(), signedIn(viewer), path.requestId),
  ),
  route(contract.requestsPartnerSearch, ({ query }) => searchPartnersToAssign(requestDeps(), query)),
  route(contract.reviewClient, ({ path, body }, { viewer }) =>
    reviewShift(requestDeps(), signedIn(viewer), path.requestId, body),
  ),
  route(contract.reviewGet, ({ path }, { viewer }) =>
    getShiftReview(requestDeps(), signedIn(viewer), path.requestId),
  ),
]);
