import type { PartnerStanding } from '@careshift/contract';
import { createInvoiceRepositories } from '@careshift/db';
import type { PartnerRecord, Repositories } from '@careshift/db';
import { guidanceNeedsInvoices, partnerStandingGuidance } from '@careshift/domain';
import type { OverdueInvoiceRef } from '@careshift/domain';

import { repositoriesOf } from '../repositories';

/** What telling a partner why they may not claim reads: their overdue invoices, only when restricted for one. */
export interface StandingGuidanceDeps {
  invoices: Pick<Repositories['invoices'], 'listPartnerInvoicesPastDue'>;
}

export function standingGuidanceDeps(): StandingGuidanceDeps {
  return repositoriesOf({ invoices: createInvoiceRepositories });
}

/** The partner's overdue invoices by reference, read only for an INVOICE_OVERDUE restriction. */
export async function overdueInvoicesOf(
  deps: StandingGuidanceDeps,
  partner: PartnerRecord,
  now: Date,
): Promise<OverdueInvoiceRef[]> {
  if (!guidanceNeedsInvoices(partner)) return [];
  const invoices = await deps.invoices.listPartnerInvoicesPastDue({
    partnerId: partner.partnerId,
    now: now.toISOString(),
  });
  return invoices.map((invoice) => ({
    id: invoice.invoiceId,
    ref: invoice.invoiceRef,
    dueDate: invoice.dueDate.slice(0, 10),
  }));
}

/** Why this partner may not claim and what to do (the domain's partnerStandingGuidance); none when VERIFIED. */
export async function standingGuidanceOf(
  deps: StandingGuidanceDeps,
  partner: PartnerRecord,
  now: Date,
): Promise<PartnerStanding | undefined> {
  if (partner.status === 'VERIFIED') return undefined;
  const guidance = partnerStandingGuidance(partner, await overdueInvoicesOf(deps, partner, now), now);
  if (!guidance) return undefined;
  const { problem, licenceExpiredOn, overdueInvoices, steps } = guidance;
  return { problem, licenceExpiredOn, overdueInvoices, steps };
}
