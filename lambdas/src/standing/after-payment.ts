import type { Actor } from '@careshift/db';

import { liftOverdueRestrictionIfSettled } from './partner-standing';
import type { SettledDeps } from './partner-standing';

/**
 * After an invoice became PAID (an administrator's invoice-pay, or the card webhook): lifts the partner's
 * INVOICE_OVERDUE restriction at once when nothing else is overdue, so a nurse who just paid can claim
 * shifts again without waiting for the daily sweep. Never fails the payment: a failure is logged and the
 * next overdue sweep lifts it.
 */
export async function liftRestrictionAfterPayment(
  deps: SettledDeps,
  partnerId: string,
  now: Date,
  actor: Actor,
): Promise<void> {
  try {
    await liftOverdueRestrictionIfSettled(deps, partnerId, now, actor);
  } catch (error) {
    deps.logError?.('The overdue restriction could not be lifted after a payment', { partnerId, error });
  }
}
