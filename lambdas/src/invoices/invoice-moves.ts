import type { Invoice } from '@careshift/contract/operations/invoices';
import type { InvoicePayment, InvoiceRecord, ShiftRecord } from '@careshift/db';
import { assertInvoiceMove } from '@careshift/domain/invoices/invoice-moves';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';
import { liftRestrictionAfterPayment } from '../standing/after-payment';

import { loadVisibleInvoice } from './invoice-access';
import type { InvoiceDeps } from './invoice-deps';
import { toInvoiceView } from './invoice-views';

type MoveDeps = Pick<InvoiceDeps, 'invoices' | 'shifts' | 'clock'>;
type PayDeps = MoveDeps &
  Pick<InvoiceDeps, 'partners' | 'partnerPrivate' | 'notificationIntents' | 'sender' | 'logError'>;

/** The invoice's shifts as they are now: those linked to it, or (cancelled) those it lists. */
function shiftsOf(deps: MoveDeps, invoice: InvoiceRecord): Promise<ShiftRecord[]> {
  return invoice.status === 'CANCELED'
    ? deps.shifts.getShifts(invoice.shifts.map((shift) => shift.shiftId))
    : deps.shifts.listInvoiceShifts(invoice.invoiceId);
}

/**
 * invoice-pay: PENDING → PAID (the domain's INVOICE_TRANSITIONS) with the payment's method, provider and transaction id; shifts COMPLETED. A
 * partner restricted for an overdue invoice is lifted at once when nothing else is overdue.
 */
export async function payInvoice(
  deps: PayDeps,
  viewer: Viewer,
  invoiceId: string,
  payment: {
    paymentMethod: InvoicePayment['paymentMethod'];
    paymentProvider?: string | null;
    transactionId?: string | null;
  },
): Promise<Invoice> {
  const now = deps.clock.now();
  const invoice = assertInvoiceMove('markPaid', await loadVisibleInvoice(deps, viewer, invoiceId));
  const paid = await deps.invoices.payInvoice({
    invoice,
    shifts: await shiftsOf(deps, invoice),
    payment: {
      paymentMethod: payment.paymentMethod,
      ...(payment.paymentProvider ? { paymentProvider: payment.paymentProvider } : {}),
      ...(payment.transactionId ? { transactionId: payment.transactionId } : {}),
    },
    context: changeContextOf(viewer, now.toISOString()),
  });
  await liftRestrictionAfterPayment(deps, paid.partnerId, now, { id: viewer.userId, role: viewer.role });
  return toInvoiceView(paid, viewer, now);
}

/** A move the repository makes together with the invoice's shifts (back to FINISHED, or free again). */
async function moveWithShifts(
  deps: MoveDeps,
  viewer: Viewer,
  invoiceId: string,
  move: 'markPending' | 'cancel',
): Promise<Invoice> {
  const now = deps.clock.now();
  const invoice = assertInvoiceMove(move, await loadVisibleInvoice(deps, viewer, invoiceId));
  const input = {
    invoice,
    shifts: await shiftsOf(deps, invoice),
    context: changeContextOf(viewer, now.toISOString()),
  };
  const moved =
    move === 'cancel'
      ? await deps.invoices.cancelInvoice(input)
      : await deps.invoices.markInvoicePending(input);
  return toInvoiceView(moved, viewer, now);
}

/** invoice-pending: PAID or CANCELED → PENDING (shifts back to FINISHED, or linked again). */
export function markInvoicePending(deps: MoveDeps, viewer: Viewer, invoiceId: string): Promise<Invoice> {
  return moveWithShifts(deps, viewer, invoiceId, 'markPending');
}

/** invoice-cancel: PENDING → CANCELED; its shifts and penalties may be invoiced again. */
export function cancelInvoice(deps: MoveDeps, viewer: Viewer, invoiceId: string): Promise<Invoice> {
  return moveWithShifts(deps, viewer, invoiceId, 'cancel');
}
