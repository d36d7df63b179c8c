import type { InvoiceableWork } from '@careshift/contract/operations/invoices';
import { shiftSummaryOf } from '@careshift/db';
import type { ShiftRecord } from '@careshift/db';
import { INVOICEABLE_SHIFT_STATUSES, isShiftInvoiceable, NotFoundError } from '@careshift/domain';

import { billedWork, statedHours } from './billed-shifts';
import type { InvoiceDeps } from './invoice-deps';

/**
 * Every shift of the partner without an invoice in the statuses a shift may be invoiced in (the domain's
 * INVOICEABLE_SHIFT_STATUSES bound the read; isInvoiceable decides), all pages, oldest start first.
 */
export async function uninvoicedWork(
  deps: Pick<InvoiceDeps, 'shifts'>,
  partnerId: string,
): Promise<ShiftRecord[]> {
  const shifts: ShiftRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: ShiftRecord[]; cursor: string | null } = await deps.shifts.listPartnerShifts({
      partnerId,
      filter: { statuses: [...INVOICEABLE_SHIFT_STATUSES], invoiced: false },
      sort: { field: 'startDate', direction: 'asc' },
      cursor,
      limit: 100,
    });
    shifts.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return shifts;
}

/**
 * invoice-invoiceable: what may go on a new invoice of the partner — its worked shifts without an invoice
 * (FINISHED, or CLAIMED and ended, and a timesheet, if any, APPROVED or SETTLED: the domain's
 * isShiftInvoiceable) with the commission they bill (of the approved hours once approved), and its
 * penalties without one.
 */
export async function invoiceableWork(
  deps: Pick<InvoiceDeps, 'shifts' | 'partners' | 'invoices' | 'clock' | 'attendance' | 'settings'>,
  partnerId: string,
): Promise<InvoiceableWork> {
  if (!(await deps.partners.getPartner(partnerId))) throw new NotFoundError('This partner does not exist.');
  const now = deps.clock.now();
  const [shifts, penalties] = await Promise.all([
    uninvoicedWork(deps, partnerId),
    deps.invoices.listPartnerPenalties({ partnerId, uninvoicedOnly: true }),
  ]);
  const work = await billedWork(deps, shifts);
  return {
    shifts: work
      .filter(({ shift, timesheet }) => isShiftInvoiceable(shift, timesheet?.status, now))
      .map(({ shift, billed }) => ({
        id: shift.shiftId,
        ...shiftSummaryOf(shift),
        companyCommission: billed.cost.companyCommission,
        ...statedHours(billed),
      })),
    penalties: penalties.map((penalty) => ({
      id: penalty.penaltyId,
      kind: penalty.kind,
      shiftId: penalty.shiftId,
      shiftRef: penalty.shiftRef,
      clientId: penalty.clientId,
      amount: penalty.amount,
      createdAt: penalty.createdAt,
    })),
  };
}
