import { standingNoticeIntentId } from '@careshift/db';
import type { Actor, PartnerRecord, Repositories } from '@careshift/db';
import {
  automaticPartnerStanding,
  isRegistrationExpired,
  isRestrictedForOverdueInvoice,
} from '@careshift/domain';

import type { OverdueInvoiceFacts } from '../notifications/invoice-notices';

import { sendStandingNotice, standingNoticeOf } from './standing-notice';
import type { StandingNoticeDeps } from './standing-notice';

/**
 * What changing a partner's standing automatically needs: the profile (read and audited update), the
 * partner's contact details and language (the notice), the sender and the notification outbox. Both
 * sweeps and the lift after a payment go through `applyAutomaticStanding`, so the licence and the
 * invoice rules never disagree.
 */
export interface StandingDeps extends StandingNoticeDeps {
  partners: Pick<Repositories['partners'], 'updatePartner'>;
  partnerPrivate: Pick<Repositories['partnerPrivate'], 'getPartnerInfo'>;
}

/** Both facts the domain's automaticPartnerStanding weighs; `overdue` names the invoices for the notice. */
export interface StandingFacts {
  licenceExpired: boolean;
  overdue: readonly OverdueInvoiceFacts[];
}

/** What happened: restricted (or moved to the other reason), lifted, nothing to do, or changed meanwhile. */
export type StandingOutcome = 'restricted' | 'lifted' | 'unchanged' | 'conflict';

/** The overdue sweep's actor on the audit trail. */
export const INVOICE_SWEEP_ACTOR: Actor = { id: 'invoice-sweep', role: 'SCHEDULER' };

const REASONS = {
  LICENCE_EXPIRED: 'Registration expired',
  INVOICE_OVERDUE: 'Invoice overdue',
  lifted: 'Nothing overdue any more',
} as const;

/** The partner's licence fact as the domain reads it. */
export function licenceExpiredOf(partner: PartnerRecord, now: Date): boolean {
  return isRegistrationExpired(partner.registrationExpirationDate, now);
}

/**
 * Gives a partner the standing the domain says (automaticPartnerStanding over both facts): one audited,
 * version-guarded update that also writes the notice to the outbox, then the partner told by SMS and
 * e-mail in their language (what fails to leave, `notification-retry` sends later). The update is the
 * "once": a rerun finds the partner already so and changes and sends nothing; a concurrent edit makes the
 * update fail ('conflict') and the next run looks again.
 */
export async function applyAutomaticStanding(
  deps: StandingDeps,
  partner: PartnerRecord,
  facts: StandingFacts,
  context: { actor: Actor; now: Date },
): Promise<StandingOutcome> {
  const standing = automaticPartnerStanding(partner, {
    licenceExpired: facts.licenceExpired,
    invoiceOverdue: facts.overdue.length > 0,
  });
  if (!standing) return 'unchanged';
  const reason =
    standing.status === 'VERIFIED'
      ? REASONS.lifted
      : REASONS[standing.restrictedReasonType ?? 'INVOICE_OVERDUE'];
  const changes = {
    status: standing.status,
    restrictedReasonType: standing.restrictedReasonType ?? undefined,
  };
  const notice = standingNoticeOf({ ...partner, ...changes }, facts.overdue);
  const after = await deps.partners.updatePartner(
    partner,
    changes,
    { actor: context.actor, at: context.now.toISOString(), reason },
    notice,
  );
  if (!after) return 'conflict';
  await sendStandingNotice(deps, notice, {
    intentId: standingNoticeIntentId(after.partnerId, after.version),
  });
  return standing.status === 'VERIFIED' ? 'lifted' : 'restricted';
}

/** What lifting after a payment needs: the standing deps, the profile read and the partner's invoices. */
export interface SettledDeps extends StandingDeps {
  partners: Pick<Repositories['partners'], 'getPartner' | 'updatePartner'>;
  invoices: Pick<Repositories['invoices'], 'listPartnerInvoicesPastDue'>;
}

/**
 * Lifts a partner's INVOICE_OVERDUE restriction at once when none of its invoices is past due any more
 * (back to VERIFIED, or LICENCE_EXPIRED if the licence has expired meanwhile), audited and told, as the
 * next overdue sweep would. For the pay paths (invoice-pay, the card webhook) to call after an invoice
 * became PAID; anything else (another reason, still overdue, not restricted) is left as it is.
 */
export async function liftOverdueRestrictionIfSettled(
  deps: SettledDeps,
  partnerId: string,
  now: Date,
  actor: Actor = INVOICE_SWEEP_ACTOR,
): Promise<StandingOutcome> {
  const partner = await deps.partners.getPartner(partnerId);
  if (!partner || !isRestrictedForOverdueInvoice(partner)) return 'unchanged';
  const overdue = await deps.invoices.listPartnerInvoicesPastDue({ partnerId, now: now.toISOString() });
  if (overdue.length > 0) return 'unchanged';
  return applyAutomaticStanding(
    deps,
    partner,
    { licenceExpired: licenceExpiredOf(partner, now), overdue: [] },
    { actor, now },
  );
}
