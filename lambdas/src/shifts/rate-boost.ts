import type { BoostApplyBody, BoostBody, BoostQuote, ShiftDetail } from '@careshift/contract';
import type { ShiftRecord } from '@careshift/db';
import {
  BOOST_REFUSAL_MESSAGES,
  boostRefusal,
  ConflictError,
  CURRENCY,
  isValidBoost,
  moneyVisibleTo,
  ShiftAlreadyClaimedError,
  ValidationError,
} from '@careshift/domain';
import type { RateBoost, ShiftCost } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { repriced } from './boost-pricing';
import { changeContext, loadVisibleShiftNow } from './shift-access';
import { shiftDetail } from './shift-detail';
import type { WaitlistDeps } from './waitlist-deps';

type BoostDeps = Pick<
  WaitlistDeps,
  'shifts' | 'shiftBoosts' | 'settings' | 'partners' | 'partnerMarks' | 'clock' | 'clients' | 'partnerPrivate'
>;

/** The boost's value in range for its kind (the domain's limits), else 400 on `value`. */
function checkedBoost(body: BoostBody): RateBoost {
  const boost = { kind: body.kind, value: body.value };
  if (!isValidBoost(boost)) {
    const message =
      body.kind === 'PERCENT'
        ? 'A percentage boost is a whole number from 1 to 50.'
        : 'An amount boost is from €0.01 to €20.00 per hour.';
    throw new ValidationError(message, { value: message }, 'INVALID_BOOST');
  }
  return boost;
}

/** Refuses a boost of a shift that cannot be boosted now (the domain's boostRefusal). */
function assertBoostable(shift: ShiftRecord, now: Date): void {
  const refusal = boostRefusal(shift, now);
  if (refusal === 'CLAIMED') throw new ShiftAlreadyClaimedError();
  if (refusal) throw new ConflictError(BOOST_REFUSAL_MESSAGES[refusal], refusal);
}

/** The shift the viewer may boost (its organisation or an administrator; others 404), and now. */
async function boostableShift(deps: BoostDeps, viewer: Viewer, shiftId: string) {
  const { now, shift } = await loadVisibleShiftNow(deps, viewer, shiftId);
  assertBoostable(shift, now);
  return { now, shift };
}

function priceFor(viewer: Viewer, cost: ShiftCost) {
  return moneyVisibleTo(viewer).costSplit ? { ...cost } : { totalCost: cost.totalCost };
}

/** request-boostQuote: the price before and after the boost; changes nothing. */
export async function quoteBoost(
  deps: BoostDeps,
  viewer: Viewer,
  shiftId: string,
  body: BoostBody,
): Promise<BoostQuote> {
  const boost = checkedBoost(body);
  const { shift } = await boostableShift(deps, viewer, shiftId);
  const { rates, cost } = await repriced(deps, shift, boost);
  return {
    before: priceFor(viewer, shift.cost),
    after: priceFor(viewer, cost),
    normalDayHourlyRate: rates.normalDayHourlyRate,
    boostCount: shift.boostCount ?? 0,
    updatedAt: shift.updatedAt,
    currency: CURRENCY,
  };
}

/**
 * request-boost: applies the boost the viewer was quoted, on the shift as it was then (`updatedAt`; a
 * change since is 409), conditional on its version and on nobody claiming it meanwhile.
 */
export async function applyBoost(
  deps: BoostDeps,
  viewer: Viewer,
  shiftId: string,
  body: BoostApplyBody,
): Promise<ShiftDetail> {
  const boost = checkedBoost(body);
  const { now, shift } = await boostableShift(deps, viewer, shiftId);
  if (shift.updatedAt !== body.updatedAt)
    throw new ConflictError('This shift was changed meanwhile; look at the new price and try again.');
  const { rates, cost } = await repriced(deps, shift, boost);
  const after = await deps.shiftBoosts.boostShift({
    shift,
    boost: { ...boost, automatic: false },
    rates,
    cost,
    context: changeContext(viewer, now),
  });
  return shiftDetail(deps, after, viewer, now);
}
