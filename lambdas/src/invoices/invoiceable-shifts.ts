import type * as z from 'zod/mini';

import type { invoiceCreateBodySchema } from '@careshift/contract/operations/invoices';
import type { ShiftRecord } from '@careshift/db';
import { ConflictError, isInvoiceable, isShiftInvoiceable, ValidationError } from '@careshift/domain';
import type { TimesheetStatus } from '@careshift/domain';

import { billedWork } from './billed-shifts';
import type { BilledWork } from './billed-shifts';
import type { InvoiceDeps } from './invoice-deps';

export type InvoiceCreateValues = z.output<typeof invoiceCreateBodySchema>;

/** Why a shift cannot be invoiced: not worked yet, or (issue 34) its timesheet is not approved yet. */
function notInvoiceable(shift: ShiftRecord, timesheetStatus: TimesheetStatus | undefined, now: Date) {
  const message =
    timesheetStatus && isInvoiceable(shift, now)
      ? `Shift #${shift.refNumber} cannot be invoiced yet: its timesheet is ${timesheetStatus}, and a shift with a timesheet is invoiced once the timesheet is approved.`
      : `Shift #${shift.refNumber} cannot be invoiced: it is ${shift.status} and only worked shifts (finished, or claimed and ended) can be.`;
  return new ConflictError(message, 'NOT_INVOICEABLE');
}

/** The shifts asked for, each the partner's own, of the organisation named, and not on an invoice. */
async function ownShifts(
  deps: Pick<InvoiceDeps, 'shifts'>,
  body: InvoiceCreateValues,
): Promise<ShiftRecord[]> {
  const found = new Map(
    (await deps.shifts.getShifts(body.requests.map((r) => r.requestId))).map((s) => [s.shiftId, s]),
  );
  return body.requests.map(({ requestId, clientId }) => {
    const shift = found.get(requestId);
    if (!shift || shift.clientId !== clientId || shift.claimedBy !== body.partnerId) {
      throw new ValidationError(`Shift ${requestId} is not a shift of this partner at that organisation.`, {
        requests: 'Choose shifts this partner worked.',
      });
    }
    if (shift.invoiceId) {
      throw new ConflictError(`Shift #${shift.refNumber} is already on an invoice.`, 'ALREADY_INVOICED');
    }
    return shift;
  });
}

/**
 * The shifts asked for, invoiceable now — worked, and a timesheet, if any, APPROVED or SETTLED (the
 * domain's isShiftInvoiceable; their timesheets in one batch read) — each with what it bills.
 */
export async function invoiceableShifts(
  deps: Pick<InvoiceDeps, 'shifts' | 'attendance' | 'settings'>,
  body: InvoiceCreateValues,
  now: Date,
): Promise<BilledWork[]> {
  const work = await billedWork(deps, await ownShifts(deps, body));
  for (const { shift, timesheet } of work) {
    if (!isShiftInvoiceable(shift, timesheet?.status, now))
      throw notInvoiceable(shift, timesheet?.status, now);
  }
  return work;
}
