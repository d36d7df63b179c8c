import type { Invoice, InvoiceActionName } from '@careshift/contract/operations/invoices';
import type { InvoiceRecord } from '@careshift/db';
import { invoiceActions, isDateYmd, nicosiaDate, nicosiaToday } from '@careshift/domain';
import { isRefundable } from '@careshift/domain/invoices/card-payments';

import type { Viewer } from '../http/viewer';

/**
 * An invoice as an administrator sees it after a refund call (invoice-refund's reply): the whole
 * invoice with the actions the domain allows now. The invoices area owns the list and detail views.
 */
export function administratorInvoiceView(invoice: InvoiceRecord, viewer: Viewer, now: Date): Invoice {
  const allowed = invoiceActions({ status: invoice.status, role: viewer.role, isOwner: false });
  const actions = (Object.keys(allowed) as (keyof typeof allowed)[]).filter((name) => allowed[name]);
  const refund: InvoiceActionName[] =
    viewer.role === 'SYSTEM_USER' && isRefundable(invoice) ? ['refund'] : [];
  const dueDate = isDateYmd(invoice.dueDate) ? invoice.dueDate : nicosiaDate(invoice.dueDate);
  return {
    id: invoice.invoiceId,
    invoiceRef: invoice.invoiceRef,
    partnerId: invoice.partnerId,
    partnerName: invoice.partnerName,
    lines: invoice.lines.map((line) => ({
      kind: line.kind,
      shiftId: line.requestId,
      clientId: line.clientId,
      name: line.name,
      price: line.price,
    })),
    total: invoice.total,
    currency: 'EUR',
    status: invoice.status,
    ...(invoice.paymentMethod ? { paymentMethod: invoice.paymentMethod } : {}),
    ...(invoice.paymentProvider ? { paymentProvider: invoice.paymentProvider } : {}),
    ...(invoice.transactionId ? { transactionId: invoice.transactionId } : {}),
    dueDate,
    overdue: invoice.status === 'PENDING' && nicosiaToday(now) > dueDate,
    ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
    actions: [...actions, ...refund],
  };
}
