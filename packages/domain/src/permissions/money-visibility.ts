import { isAdministrator, isClientUser, isPartner, type Viewer } from './viewer';

/**
 * Which money a viewer may see (spec section 6, DESIGN.md "Money flow"): the one rule every reply that
 * carries money follows. The organisation pays the partner a shift's total directly, so it sees that
 * total and nothing else: never the company's commission, the partner's earnings, a penalty (which equals
 * the commission) or an invoice amount (an invoice bills the partner the commission). Administrators and
 * partners see every amount; a viewer without a role sees none.
 */
export interface MoneyVisibility {
  /** A shift's total cost: what the organisation pays the partner. */
  shiftTotal: boolean;
  /** A shift's company commission and partner earnings. */
  costSplit: boolean;
  /** Penalty amounts (late claim cancellation, no-show). */
  penalties: boolean;
  /** An invoice's total and its lines' prices. */
  invoiceAmounts: boolean;
}

const EVERYTHING: MoneyVisibility = {
  shiftTotal: true,
  costSplit: true,
  penalties: true,
  invoiceAmounts: true,
};
const SHIFT_TOTAL_ONLY: MoneyVisibility = {
  shiftTotal: true,
  costSplit: false,
  penalties: false,
  invoiceAmounts: false,
};
const NOTHING: MoneyVisibility = {
  shiftTotal: false,
  costSplit: false,
  penalties: false,
  invoiceAmounts: false,
};

export function moneyVisibleTo(viewer: Viewer): MoneyVisibility {
  if (isAdministrator(viewer) || isPartner(viewer)) return EVERYTHING;
  if (isClientUser(viewer)) return SHIFT_TOTAL_ONLY;
  return NOTHING;
}
