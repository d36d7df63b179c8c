import type { PartnerRecord, Repositories } from '@careshift/db';

import type { OverdueInvoiceFacts } from '../notifications/invoice-notices';
import { applyAutomaticStanding, INVOICE_SWEEP_ACTOR, licenceExpiredOf } from '../standing/partner-standing';
import type { StandingDeps, StandingOutcome } from '../standing/partner-standing';

import type { JobInput } from './job-run';

export interface InvoiceSweepDeps extends StandingDeps {
  partners: Pick<Repositories['partners'], 'getPartners' | 'updatePartner' | 'listPartnersRestrictedFor'>;
  invoices: Pick<Repositories['invoices'], 'listInvoicesPastDue'>;
}

export interface InvoiceSweepResult {
  /** Partners restricted (or moved to LICENCE_EXPIRED, which wins). */
  restricted: number;
  /** INVOICE_OVERDUE restrictions lifted. */
  lifted: number;
  failed: number;
}

const PAGE_SIZE = 100;

/** Every PENDING invoice past due today, by partner (one key range on the due-date index). */
async function overdueByPartner(
  deps: InvoiceSweepDeps,
  now: string,
): Promise<Map<string, OverdueInvoiceFacts[]>> {
  const byPartner = new Map<string, OverdueInvoiceFacts[]>();
  let cursor: string | null = null;
  do {
    const page = await deps.invoices.listInvoicesPastDue({ now, cursor, limit: PAGE_SIZE });
    for (const invoice of page.items) {
      const list = byPartner.get(invoice.partnerId) ?? [];
      list.push({ invoiceRef: invoice.invoiceRef, total: invoice.total, dueDate: invoice.dueDate });
      byPartner.set(invoice.partnerId, list);
    }
    cursor = page.cursor;
  } while (cursor);
  return byPartner;
}

function count(result: InvoiceSweepResult, outcome: StandingOutcome) {
  if (outcome === 'restricted') result.restricted += 1;
  else if (outcome === 'lifted') result.lifted += 1;
  else if (outcome === 'conflict') result.failed += 1;
}

async function settle(
  deps: InvoiceSweepDeps,
  partner: PartnerRecord,
  overdue: readonly OverdueInvoiceFacts[],
  now: Date,
  result: InvoiceSweepResult,
) {
  try {
    const outcome = await applyAutomaticStanding(
      deps,
      partner,
      { licenceExpired: licenceExpiredOf(partner, now), overdue },
      { actor: INVOICE_SWEEP_ACTOR, now },
    );
    count(result, outcome);
  } catch (error) {
    result.failed += 1;
    deps.logError?.('The overdue sweep could not handle a partner', { partnerId: partner.partnerId, error });
  }
}

/**
 * The daily overdue sweep. Reads the PENDING invoices past due (the due-date index, a key range: due
 * before today in Nicosia, so a partner is late from the day after the due date), and gives each of
 * their partners the standing the domain says: a VERIFIED partner becomes RESTRICTED for INVOICE_OVERDUE
 * (LICENCE_EXPIRED if the licence has expired too, which wins). Then it reads the partners RESTRICTED
 * for INVOICE_OVERDUE (the status index, a key query) and lifts those with nothing overdue any more:
 * back to VERIFIED, or LICENCE_EXPIRED if that holds. Each change is audited and told by SMS and e-mail
 * once; a rerun changes and sends nothing. Never a scan.
 */
export async function runInvoiceSweep(input: JobInput<InvoiceSweepDeps>): Promise<InvoiceSweepResult> {
  const { deps, now } = input;
  const result: InvoiceSweepResult = { restricted: 0, lifted: 0, failed: 0 };
  const overdue = await overdueByPartner(deps, now.toISOString());
  const partnerIds = [...overdue.keys()];
  for (let start = 0; start < partnerIds.length; start += PAGE_SIZE) {
    const partners = await deps.partners.getPartners(partnerIds.slice(start, start + PAGE_SIZE));
    for (const partner of partners)
      await settle(deps, partner, overdue.get(partner.partnerId) ?? [], now, result);
  }
  let cursor: string | null = null;
  do {
    const page = await deps.partners.listPartnersRestrictedFor({
      reason: 'INVOICE_OVERDUE',
      cursor,
      limit: PAGE_SIZE,
    });
    for (const partner of page.items) {
      if (!overdue.has(partner.partnerId)) await settle(deps, partner, [], now, result);
    }
    cursor = page.cursor;
  } while (cursor);
  return result;
}
