import { shiftClaim } from '@careshift/contract/operations/shift-actions';
import { myShiftsList, openShiftsList, shiftGet } from '@careshift/contract/operations/shifts';

import { areaHandler, route } from '../http/pipeline';
import { claimShift } from '../shifts/claim-shift';
import { findAShift, listMyShifts } from '../shifts/list-shifts';
import { getShift } from '../shifts/shift-reads';

import { partnerPathDeps } from './partner-path-deps';

/**
 * The partner-path area Lambda (issue 37): what a partner's phone calls on opening the app — find a
 * shift, my shifts, a shift's detail, claim — and nothing else, so a cold start after a quiet hour loads
 * no Stripe, SES, SNS, S3, PDF or phone-metadata code (infra/test/partner-path.test.ts checks the
 * bundle). The use cases are the shifts area's own; only the wiring is here. The contract's operation
 * table names the area, so API Gateway and the local gateway route them here alike.
 */
export const handler = areaHandler([
  route(openShiftsList, ({ query }, { viewer }) => findAShift(partnerPathDeps(), viewer, query)),
  route(myShiftsList, ({ query }, { viewer }) => listMyShifts(partnerPathDeps(), viewer, query)),
  route(shiftGet, ({ path }, { viewer }) => getShift(partnerPathDeps(), viewer, path.shiftId)),
  route(shiftClaim, ({ path, body }, { viewer }) =>
    claimShift(partnerPathDeps(), viewer, path.shiftId, body.partnerId),
  ),
]);
