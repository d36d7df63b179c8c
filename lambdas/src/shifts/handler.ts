import * as contract from '@careshift/contract';
import { shiftQuote } from '@careshift/contract/operations/shift-quote';

import { areaHandler, route } from '../http/pipeline';

import { postShiftsOnce } from './idempotent-create';
import { listShiftsFor } from './list-shifts';
import { paymentNote } from './payment-note';
import { quoteShifts } from './quote-shifts';
import { getShiftReview, reviewShift } from './review-shift';
import { shiftDeps } from './shift-deps';
import { cancelShift, cancelShiftClaim, markNoShow, verifyShift } from './shift-moves';
import { entityCounts, searchPartnersToAssign } from './shift-reads';
import { updateShift } from './update-shift';

/**
 * The shifts area Lambda: the shift lifecycle (issue 6). What a partner's phone calls on opening the app
 * (find a shift, my shifts, detail, claim) is the partner-path area's (lambdas/src/partner-path).
 */
export const handler = areaHandler([
  route(contract.shiftCreate, ({ body }, { viewer }) => postShiftsOnce(shiftDeps(), viewer, body)),
  route(shiftQuote, ({ body }, { viewer }) => quoteShifts(shiftDeps(), viewer, body)),
  route(contract.shiftUpdate, ({ path, body }, { viewer }) =>
    updateShift(shiftDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftsList, ({ query }, { viewer }) => listShiftsFor(shiftDeps(), viewer, query)),
  route(contract.entityCountsGet, () => entityCounts(shiftDeps())),
  route(contract.shiftVerify, ({ path }, { viewer }) => verifyShift(shiftDeps(), viewer, path.shiftId)),
  route(contract.shiftCancel, ({ path, body }, { viewer }) =>
    cancelShift(shiftDeps(), viewer, path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftCancelClaim, ({ path, body }, { viewer }) =>
    cancelShiftClaim(shiftDeps(), viewer, path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftNoShow, ({ path, body }, { viewer }) =>
    markNoShow(shiftDeps(), viewer, path.shiftId, body.reason),
  ),
  route(contract.paymentNoteDownload, ({ path }, { viewer }) =>
    paymentNote(shiftDeps(), viewer, path.shiftId),
  ),
  route(contract.assignablePartnersSearch, ({ query }) => searchPartnersToAssign(shiftDeps(), query)),
  route(contract.shiftReviewCreate, ({ path, body }, { viewer }) =>
    reviewShift(shiftDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftReviewGet, ({ path }, { viewer }) => getShiftReview(shiftDeps(), viewer, path.shiftId)),
]);
