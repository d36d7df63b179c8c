import { INVOICE_ACTION_NAMES } from '@careshift/contract/operations/invoices';
import type { Invoice, InvoiceActionName } from '@careshift/contract/operations/invoices';
import type { InvoiceRecord } from '@careshift/db';
import { invoiceActions, isInvoicePastDue } from '@careshift/domain/invoices/invoice-rules';
import { moneyVisibleTo } from '@careshift/domain/permissions/money-visibility';

import type { Viewer } from '../http/viewer';

import { viewerClientId } from './invoice-access';
import { lineHoursOf } from './line-hours';

/** The buttons the viewer gets now (the domain's invoiceActions), in the contract's order. */
export function actionsOf(invoice: InvoiceRecord, viewer: Viewer): InvoiceActionName[] {
  const allowed = invoiceActions({
    status: invoice.status,
    role: viewer.role,
    isOwner: invoice.partnerId === viewer.userId,
    payment: {
      paymentMethod: invoice.paymentMethod ?? null,
      paymentProvider: invoice.paymentProvider ?? null,
      transactionId: invoice.transactionId ?? null,
    },
  });
  return INVOICE_ACTION_NAMES.filter((name) => allowed[name]);
}

/** The VAT the invoice was issued with (issue 29), for the viewers who see its amounts. */
function vatOf(invoice: InvoiceRecord): Pick<Invoice, 'vat'> {
  const issued = invoice.issued;
  if (!issued || (issued.vatRatePercent === undefined && issued.vatExemptionEn === undefined)) return {};
  return {
    vat: {
      net: issued.net,
      amount: issued.vat,
      ...(issued.vatRatePercent !== undefined ? { ratePercent: issued.vatRatePercent } : { exempt: true }),
    },
  };
}

/** How the invoice was paid: only administrators and the partner see it. */
function paymentOf(invoice: InvoiceRecord) {
  return {
    ...(invoice.paymentMethod ? { paymentMethod: invoice.paymentMethod } : {}),
    ...(invoice.paymentProvider ? { paymentProvider: invoice.paymentProvider } : {}),
    ...(invoice.transactionId ? { transactionId: invoice.transactionId } : {}),
  };
}

/**
 * An invoice as the viewer sees it. An organisation sees which of its shifts the invoice covers (the
 * commission lines of its own shifts, without their prices), the status and dates: no amount at all (the
 * domain's moneyVisibleTo), never the partner nor the payment's details. Administrators and the partner
 * see it whole.
 */
export function toInvoiceView(invoice: InvoiceRecord, viewer: Viewer, now: Date): Invoice {
  const clientId = viewerClientId(viewer);
  const lines = clientId
    ? invoice.lines.filter((line) => line.clientId === clientId && line.kind === 'SHIFT_COMMISSION')
    : invoice.lines;
  const whole = !clientId;
  const amounts = moneyVisibleTo(viewer).invoiceAmounts;
  return {
    id: invoice.invoiceId,
    invoiceRef: invoice.invoiceRef,
    ...(whole ? { partnerId: invoice.partnerId, partnerName: invoice.partnerName } : {}),
    lines: lines.map((line) => ({
      kind: line.kind,
      shiftId: line.shiftId,
      clientId: line.clientId,
      ...(line.shiftRef !== undefined ? { shiftRef: line.shiftRef } : {}),
      ...(line.positionName ? { positionName: line.positionName } : {}),
      ...(line.positionNameEl ? { positionNameEl: line.positionNameEl } : {}),
      ...(line.startDate ? { startDate: line.startDate } : {}),
      ...lineHoursOf(line),
      name: line.name,
      ...(amounts ? { price: line.price } : {}),
    })),
    ...(amounts ? { total: invoice.total, currency: 'EUR' as const } : {}),
    ...(amounts ? vatOf(invoice) : {}),
    status: invoice.status,
    ...(whole ? paymentOf(invoice) : {}),
    dueDate: invoice.dueDate,
    overdue: isInvoicePastDue(invoice, now),
    ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
    actions: actionsOf(invoice, viewer),
  };
}
