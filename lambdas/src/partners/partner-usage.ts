import type { Repositories } from '@careshift/db';
import {
  partnerDeletion,
  PARTNER_BUSY_SHIFT_STATUSES,
  PARTNER_NOT_FOUND,
  UNPAID_INVOICE_STATUSES,
} from '@careshift/domain';
import type { PartnerUsage } from '@careshift/domain';

import { countUpTo } from '../http/count-pages';
import { found } from '../http/found';

export type PartnerUsageDeps = Pick<Repositories, 'partners' | 'shifts' | 'invoices'>;

/** The partner's shifts still to work and unpaid invoices. */
export async function partnerUsageOf(deps: PartnerUsageDeps, partnerId: string): Promise<PartnerUsage> {
  const [claimedShifts, pendingInvoices] = await Promise.all([
    countUpTo((cursor) =>
      deps.shifts.listPartnerShifts({
        partnerId,
        filter: { statuses: PARTNER_BUSY_SHIFT_STATUSES },
        sort: { field: 'createdAt', direction: 'desc' },
        cursor,
        limit: 100,
      }),
    ),
    countUpTo((cursor) =>
      deps.invoices.listPartnerInvoices({ partnerId, statuses: UNPAID_INVOICE_STATUSES, cursor, limit: 100 }),
    ),
  ]);
  return { claimedShifts, pendingInvoices };
}

/** employee-usage: what involves the partner and whether deleting them is allowed (issue 32 item 13). */
export async function partnerUsage(deps: PartnerUsageDeps, partnerId: string) {
  found(await deps.partners.getPartner(partnerId), PARTNER_NOT_FOUND);
  const usage = await partnerUsageOf(deps, partnerId);
  return { ...usage, deletion: partnerDeletion(usage) };
}
