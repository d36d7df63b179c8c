import * as z from 'zod/mini';

import { optionalEmail } from '../forms/fields';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  invoiceCreateFormSchema,
  invoiceMarkPaidFormSchema,
} from '../forms/invoice-forms';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { invoiceListQuerySchema, invoiceSchema, invoiceableWorkSchema } from './invoice-schemas';
import { pageOf, recordId } from './record-fields';
import { pdfFileOutput } from './shift-actions';
import { shiftListQuerySchema } from './shift-schemas';

export * from './invoice-schemas';

const invoicePath = z.object({ invoiceId: recordId });

export const invoicesList = defineOperation({
  id: 'invoices-list',
  method: 'GET',
  path: '/api/invoices',
  access: ['SYSTEM_USER', 'EMPLOYEE', 'CLIENT', 'OWNER'],
  area: 'invoices',
  summary:
    "Invoices by created date (newest first unless direction=asc), 10 per page, any of the given statuses: administrators all (or one partner's), a partner its own, an organisation those covering its shifts (only those lines, no partner and no amount: no total, no line price).",
  input: { query: invoiceListQuerySchema },
  output: pageOf(invoiceSchema),
});

export const invoiceGet = defineOperation({
  id: 'invoice-get',
  method: 'GET',
  path: '/api/invoices/{invoiceId}',
  access: ['SYSTEM_USER', 'EMPLOYEE', 'CLIENT', 'OWNER'],
  area: 'invoices',
  summary: 'One invoice, with the same access and shape as the list.',
  input: { path: invoicePath },
  output: invoiceSchema,
});

export const invoiceableWork = defineOperation({
  id: 'invoice-invoiceable',
  method: 'GET',
  path: '/api/partners/{partnerId}/invoiceable',
  access: ['SYSTEM_USER'],
  area: 'invoices',
  summary:
    'What may go on a new invoice for a partner: its worked shifts without an invoice (FINISHED, or CLAIMED and ended) and its penalties without an invoice, oldest first.',
  input: { path: z.object({ partnerId: recordId }) },
  output: invoiceableWorkSchema,
});

/**
 * invoice-create's body: the form (partnerId, requests [{requestId, clientId}]), the penalties to bill,
 * and the total of the lines the administrator saw (cents, before VAT). The server prices the invoice from the
 * stored shifts and penalties; a different totalAmount is refused with 409 TOTAL_CHANGED so nobody bills what
 * they did not see. VAT is added on the server under the VAT setting (issue 29).
 */
export const invoiceCreateBodySchema = z.extend(invoiceCreateFormSchema, {
  penaltyIds: z.optional(z.array(recordId).check(z.maxLength(40, messageKey('invalidOption')))),
  totalAmount: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000))),
});
export type InvoiceCreateBody = z.input<typeof invoiceCreateBodySchema>;

export const invoiceCreate = defineOperation({
  id: 'invoice-create',
  method: 'POST',
  path: '/api/invoices',
  access: ['SYSTEM_USER'],
  area: 'invoices',
  summary:
    'Create a PENDING invoice for a partner from at least one of its invoiceable shifts (and any of its uninvoiced penalties). Lines come from the stored costs, VAT from the VAT setting (total = net + VAT); the company, partner and organisations are frozen on it as they read now. Numbered in the same transaction, without gaps; a shift is on one invoice at most, even under concurrent creates (409 ALREADY_INVOICED).',
  input: { body: invoiceCreateBodySchema },
  output: invoiceSchema,
});

export const invoicePay = defineOperation({
  id: 'invoice-pay',
  method: 'POST',
  path: '/api/invoices/{invoiceId}/pay',
  access: ['SYSTEM_USER'],
  area: 'invoices',
  summary:
    'Mark a PENDING invoice paid (CARD, CASH or BANK_TRANSFER, an optional provider and transaction id); its shifts become COMPLETED.',
  input: { path: invoicePath, body: invoiceMarkPaidFormSchema },
  output: invoiceSchema,
});

export const invoicePending = defineOperation({
  id: 'invoice-pending',
  method: 'POST',
  path: '/api/invoices/{invoiceId}/pending',
  access: ['SYSTEM_USER'],
  area: 'invoices',
  summary: 'Mark a PAID or CANCELED invoice PENDING again (its shifts back to FINISHED, or linked again).',
  input: { path: invoicePath },
  output: invoiceSchema,
});

export const invoiceCancel = defineOperation({
  id: 'invoice-cancel',
  method: 'POST',
  path: '/api/invoices/{invoiceId}/cancel',
  access: ['SYSTEM_USER'],
  area: 'invoices',
  summary: 'Cancel a PENDING invoice; its shifts and penalties may be invoiced again.',
  input: { path: invoicePath },
  output: invoiceSchema,
});

/** invoice-send: any valid e-mail for an administrator (required); a partner's own address, always. */
export const invoiceSendBodySchema = z.object({ email: optionalEmail() });

export const invoiceSend = defineOperation({
  id: 'invoice-send',
  method: 'POST',
  path: '/api/invoices/{invoiceId}/send',
  access: ['SYSTEM_USER', 'EMPLOYEE'],
  area: 'invoices',
  summary:
    'E-mail the invoice with its PDF attached: an administrator to any valid address, a partner to its own address (an address given by a partner is refused unless it is its own).',
  input: { path: invoicePath, body: invoiceSendBodySchema },
  output: z.object({ sentTo: z.string() }),
});

export const invoiceDownload = defineOperation({
  id: 'invoice-download',
  method: 'GET',
  path: '/api/invoices/{invoiceId}/pdf',
  access: ['SYSTEM_USER', 'EMPLOYEE'],
  area: 'invoices',
  summary:
    "The invoice PDF as issued (frozen at create: the partner's language then, parties, lines, VAT; only the status is current), for administrators and the owning partner, named INVOICE-{ref}.pdf.",
  input: { path: invoicePath },
  output: pdfFileOutput,
});

export const invoiceCheckout = defineOperation({
  id: 'invoice-checkout',
  method: 'POST',
  path: '/api/invoices/{invoiceId}/checkout',
  access: ['EMPLOYEE'],
  area: 'payments',
  summary:
    "Pay a PENDING invoice by card (the owning partner): a Stripe Checkout Session for the total in EUR (metadata user, phone, invoiceId, invoiceRef) that returns to /invoices. The invoice becomes PAID only on the provider's verified webhook.",
  input: { path: invoicePath },
  output: z.object({ url: z.string() }),
});

export const invoiceRefund = defineOperation({
  id: 'invoice-refund',
  method: 'POST',
  path: '/api/invoices/{invoiceId}/refund',
  access: ['SYSTEM_USER'],
  area: 'payments',
  summary:
    "Refund a card-paid invoice through Stripe: it becomes PENDING_REFUND, and REFUNDED when the provider's charge.refunded webhook arrives.",
  input: { path: invoicePath },
  output: invoiceSchema,
});

export const stripeWebhook = defineOperation({
  id: 'payments-stripeWebhook',
  method: 'POST',
  path: '/api/payments/stripe/webhook',
  access: 'public',
  area: 'payments',
  summary:
    "Stripe's webhook: the Stripe-Signature header is verified on the raw body (400 otherwise, nothing changed); each event id is processed once. checkout.session.completed (paid, amount and currency equal to the invoice's, else 400 PAYMENT_MISMATCH and nothing changed) marks a PENDING invoice PAID by CARD; charge.refunded makes it REFUNDED; other events are acknowledged and ignored.",
  input: {},
  output: z.object({ received: z.literal(true) }),
});

/** A CSV export: a short-lived link to the file (UTF-8 with BOM), and how many rows it has. */
export const csvExportSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  rows: z.number().check(z.int()),
});
export type CsvExport = z.infer<typeof csvExportSchema>;

export const invoicesExport = defineOperation({
  id: 'invoices-export',
  method: 'GET',
  path: '/api/invoices/export',
  access: ['SYSTEM_USER'],
  area: 'exports',
  summary:
    'The invoice list with its filters (statuses, partner, order; from its cursor when given) as CSV (UTF-8 with BOM), written to storage page by page; answers a short-lived download link.',
  input: { query: invoiceListQuerySchema },
  output: csvExportSchema,
});

export const shiftsExport = defineOperation({
  id: 'requests-export',
  method: 'GET',
  path: '/api/requests/export',
  access: ['SYSTEM_USER'],
  area: 'exports',
  summary:
    'The shift list with its filters (statuses, clients, partner, positions, invoice, dates, order; from its cursor when given) as CSV (UTF-8 with BOM), written to storage page by page; answers a short-lived download link.',
  input: { query: shiftListQuerySchema },
  output: csvExportSchema,
});

export { PAYMENT_METHODS, PAYMENT_PROVIDERS };
