import { INVOICE_ACTION_NAMES } from '@careshift/contract/operations/invoices';
import type { Invoice, InvoiceActionName } from '@careshift/contract/operations/invoices';
import type { InvoiceRecord } from '@careshift/db';
import { invoiceActions, isInvoicePastDue } from '@careshift/domain/invoices/invoice-rules';

import type { Viewer } from '../http/viewer';

import { viewerClientId } from './invoice-access';

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

/**
 * An invoice as the viewer sees it. An organisation sees only the commission lines of its own shifts and
 * their total, never the partner nor the payment's details; administrators and the partner see it whole.
 */
export function toInvoiceView(invoice: InvoiceRecord, viewer: Viewer, now: Date): Invoice {
  const clientId = viewerClientId(viewer);
  const lines = clientId
    ? invoice.lines.filter((line) => line.clientId === clientId && line.kind === 'SHIFT_COMMISSION')
    : invoice.lines;
  const whole = !clientId;
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
      name: line.name,
      price: line.price,
    })),
    total: whole ? invoice.total : lines.reduce((sum, line) => sum + line.price, 0),
    currency: 'EUR',
    status: invoice.status,
    ...(whole && invoice.paymentMethod ? { paymentMethod: invoice.paymentMethod } : {}),
    ...(whole && invoice.paymentProvider ? { paymentProvider: invoice.paymentProvider } : {}),
    ...(whole && invoice.transactionId ? { transactionId: invoice.transactionId } : {}),
    dueDate: invoice.dueDate,
    overdue: isInvoicePastDue(invoice, now),
    ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
    actions: actionsOf(invoice, viewer),
  };
}
