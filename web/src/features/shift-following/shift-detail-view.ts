import type { ShiftActionName, ShiftDetail, ShiftRow } from '@careshift/contract';
import { DOCUMENT_READING_SHIFT_STATUSES } from '@careshift/domain/partners/document-access';

import { PATHS, pathWithId } from '../../app/paths';
import type { ViewerKind } from '../../hooks/use-viewer';

/**
 * What each role sees of a shift (spec sections 2, 4 and 6), as plain data the detail page renders.
 * The server decides which actions the viewer may take (`actions`); this module only orders and
 * labels them and chooses cards, links and warnings.
 */

/** The label key of each action button (namespace shifts, `actions.*`). */
export type ActionLabel =
  'claim' | 'assign' | 'cancelClaim' | 'cancel' | 'noShow' | 'paymentNote' | 'addReview' | 'checkReview';

/** Update is the page header's own button (it opens the form), not one of the card's action buttons. */
type CardAction = Exclude<ShiftActionName, 'update'>;

export interface ActionButton {
  action: CardAction;
  label: ActionLabel;
  variant: 'primary' | 'normal';
}

/** The order the buttons appear in: the step forward first, destructive ones after, documents last. */
const ACTION_ORDER: readonly CardAction[] = [
  'claim',
  'addReview',
  'checkReview',
  'paymentNote',
  'cancelClaim',
  'noShow',
  'cancel',
];

/** The buttons for the actions the server offers this viewer; Claim is Assign for administrators. */
export function actionButtons(detail: Pick<ShiftDetail, 'actions'>, viewer: ViewerKind): ActionButton[] {
  const offered = new Set(detail.actions);
  return ACTION_ORDER.filter((action) => offered.has(action)).map((action) => ({
    action,
    label: action === 'claim' && viewer === 'administrator' ? 'assign' : action,
    variant: action === 'claim' || action === 'addReview' ? 'primary' : 'normal',
  }));
}

export interface PriceOverview {
  totalCost: number;
  /** Administrators and partners only: clients never see the split (spec section 6). */
  companyCommission?: number;
  employeeEarnings?: number;
  /** Clients: the total is paid directly to the person doing the shift. */
  payPartnerDirectly: boolean;
}

export function priceOverview(detail: Pick<ShiftRow, 'cost'>, viewer: ViewerKind): PriceOverview {
  const { totalCost, companyCommission, employeeEarnings } = detail.cost;
  if (viewer === 'client') return { totalCost, payPartnerDirectly: true };
  return {
    totalCost,
    ...(companyCommission !== undefined ? { companyCommission } : {}),
    ...(employeeEarnings !== undefined ? { employeeEarnings } : {}),
    payPartnerDirectly: false,
  };
}

export interface PenaltyWarning {
  /** The penalty in cents, when the viewer may see it (never for clients). */
  amount?: number;
}

/**
 * The warning an action's modal shows (spec section 4): cancelling a claim after the claim deadline,
 * or a no-show, costs the partner a penalty equal to the company commission.
 */
export function penaltyWarning(
  action: 'cancel' | 'cancelClaim' | 'noShow',
  detail: Pick<ShiftDetail, 'cancelClaimPenalty' | 'noShowPenalty'>,
  viewer: ViewerKind,
): PenaltyWarning | null {
  if (action === 'cancelClaim') {
    const amount = detail.cancelClaimPenalty;
    return typeof amount === 'number' && amount > 0 ? { amount } : null;
  }
  if (action === 'noShow') {
    if (viewer === 'client') return {};
    return typeof detail.noShowPenalty === 'number' ? { amount: detail.noShowPenalty } : {};
  }
  return null;
}

export interface ShiftLinks {
  /** /clients/{clientId}/info: administrators, and the partner who claimed the shift. */
  client?: string;
  /** /employees/{claimedBy}: administrators only. */
  partner?: string;
}

/**
 * The spec's links: the organisation's info page for administrators and for the partner who
 * claimed the shift (the server shows a partner only organisations it works for), the partner's
 * page for administrators.
 */
export function shiftLinks(
  shift: Pick<ShiftRow, 'clientId' | 'claimedBy'>,
  viewer: { kind: ViewerKind; userId: string },
): ShiftLinks {
  const claimer = viewer.kind === 'partner' && Boolean(shift.claimedBy) && shift.claimedBy === viewer.userId;
  const clientPage = (viewer.kind === 'administrator' || claimer) && PATHS.clientInfo;
  const partnerPage = viewer.kind === 'administrator' && PATHS.partnerDetail;
  return {
    ...(clientPage ? { client: pathWithId(clientPage, shift.clientId) } : {}),
    ...(partnerPage && shift.claimedBy ? { partner: pathWithId(partnerPage, shift.claimedBy) } : {}),
  };
}

export interface DetailCards {
  /** Partner and client views: where the shift takes place, with a maps link. */
  address: boolean;
  /** The client view (and administrators, who get it from the API too): who does the shift. */
  partner: boolean;
}

export function detailCards(
  detail: Pick<ShiftDetail, 'address' | 'partner'>,
  viewer: ViewerKind,
): DetailCards {
  return {
    address: viewer !== 'administrator' && detail.address !== undefined,
    partner: viewer !== 'partner' && detail.partner !== undefined,
  };
}

/**
 * The organisation's "Documents" button on the partner card: a client user, of a shift the partner
 * holds (CLAIMED or FINISHED), the domain's rule for reading a partner's documents.
 */
export function showsPartnerDocuments(
  detail: Pick<ShiftDetail, 'status' | 'partner'>,
  viewer: ViewerKind,
): boolean {
  const statuses: readonly string[] = DOCUMENT_READING_SHIFT_STATUSES;
  return viewer === 'client' && detail.partner !== undefined && statuses.includes(detail.status);
}

/** The administrator's review badges (spec section 4). */
export function reviewBadges(
  detail: Pick<ShiftDetail, 'badges'>,
  viewer: ViewerKind,
): ('reviewed' | 'pendingReview')[] {
  if (viewer !== 'administrator') return [];
  return [
    ...(detail.badges.reviewed ? (['reviewed'] as const) : []),
    ...(detail.badges.pendingReview ? (['pendingReview'] as const) : []),
  ];
}
