import type { ShiftActionName, ShiftDetail } from '@careshift/contract';
import { SHIFT_ACTION_NAMES } from '@careshift/contract';
import type { ShiftRecord } from '@careshift/db';
import {
  isAdministrator,
  isClientUser,
  isPartner,
  moneyVisibleTo,
  penaltyFor,
  reviewBadge,
  shiftActions,
} from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { ShiftDeps } from './shift-deps';
import { mapsUrlOf, shiftForActions, toShiftRow } from './shift-views';

type DetailDeps = Pick<ShiftDeps, 'clients' | 'partners' | 'partnerPrivate'>;

function actionList(actions: ReturnType<typeof shiftActions>): ShiftActionName[] {
  return SHIFT_ACTION_NAMES.filter((name) => actions[name]);
}

async function addressCard(deps: DetailDeps, shift: ShiftRecord) {
  const client = await deps.clients.getClient(shift.clientId);
  if (!client) return {};
  const { street, street2, city, postalCode, countryCode, lat, long } = client.address;
  const address = {
    street,
    city,
    postalCode,
    countryCode,
    ...(street2 ? { street2 } : {}),
    ...(lat !== undefined && long !== undefined ? { lat, long } : {}),
  };
  return {
    address: { ...address, mapsUrl: mapsUrlOf(address) },
    ...(client.phoneNumber ? { clientPhoneNumber: client.phoneNumber } : {}),
  };
}

/** The partner details card with contact details: the shift's client and administrators. */
async function partnerCard(deps: DetailDeps, partnerId: string) {
  const [partner, info] = await Promise.all([
    deps.partners.getPartner(partnerId),
    deps.partnerPrivate.getPartnerInfo(partnerId),
  ]);
  if (!partner) return {};
  return {
    partner: {
      id: partner.partnerId,
      firstName: partner.firstName,
      lastName: partner.lastName,
      ratingScore: partner.ratingScore,
      ratingCount: partner.ratingCount ?? 0,
      ...(info ? { phoneNumber: info.phoneNumber, email: info.email } : {}),
    },
  };
}

/** The address card (partners and clients) and the partner card (clients and administrators). */
function cardsFor(deps: DetailDeps, shift: ShiftRecord, viewer: Viewer) {
  const seesPartner = isAdministrator(viewer) || isClientUser(viewer);
  return Promise.all([
    isPartner(viewer) || isClientUser(viewer) ? addressCard(deps, shift) : Promise.resolve({}),
    seesPartner && shift.claimedBy ? partnerCard(deps, shift.claimedBy) : Promise.resolve({}),
  ]);
}

/** The penalties the action modals warn about: cancelling a claim late, and a no-show (administrators). */
function warnedPenalties(
  shift: ShiftRecord,
  viewer: Viewer,
  actions: ReturnType<typeof shiftActions>,
  now: Date,
) {
  const seesPenalties = moneyVisibleTo(viewer).penalties;
  const late = actions.cancelClaimPenalty ? penaltyFor('LATE_CLAIM_CANCELLATION', shift, now) : null;
  return {
    ...(seesPenalties && actions.cancelClaim ? { cancelClaimPenalty: late } : {}),
    ...(isAdministrator(viewer) && actions.noShow
      ? { noShowPenalty: penaltyFor('NO_SHOW', shift, now) }
      : {}),
  };
}

/**
 * The shift detail for the viewer (spec section 2, /requests/{id}): the row, the actions the domain's
 * visibility rule gives this viewer now, the review badges (administrators), penalties the action modals
 * warn about (partners and administrators only: a penalty equals the commission), the address card
 * (partners and clients) and the partner card (clients and administrators).
 */
export async function shiftDetail(
  deps: DetailDeps,
  shift: ShiftRecord,
  viewer: Viewer,
  now: Date,
): Promise<ShiftDetail> {
  const forActions = shiftForActions(shift);
  const actions = shiftActions({ shift: forActions, viewer, now });
  const badge = reviewBadge({ shift: forActions, viewer, now });
  const seesPenalties = moneyVisibleTo(viewer).penalties;
  const [address, partner] = await cardsFor(deps, shift, viewer);
  return {
    ...toShiftRow(shift, viewer),
    ...(shift.noShowReason ? { noShowReason: shift.noShowReason } : {}),
    ...(seesPenalties && shift.penalty !== undefined ? { penalty: shift.penalty } : {}),
    actions: actionList(actions),
    badges: { reviewed: badge === 'REVIEWED', pendingReview: badge === 'PENDING_REVIEW' },
    ...warnedPenalties(shift, viewer, actions, now),
    ...address,
    ...partner,
  };
}
