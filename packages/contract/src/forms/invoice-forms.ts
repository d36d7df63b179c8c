import * as z from 'zod/mini';

import { messageKey } from '../messages';

import { optionalEnum, optionalText, requiredEmail, requiredEnum, requiredId } from './fields';

export const PAYMENT_METHODS = ['CARD', 'CASH', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The two card payment providers an administrator may record (the spec names two codes without values). */
export const PAYMENT_PROVIDERS = ['STRIPE', 'JCC'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

const invoiceRequest = z.object({ requestId: requiredId(), clientId: requiredId() });

/** A new invoice (spec section 5): a partner and at least one of their shifts (CLAIMED or FINISHED, no invoice). */
export const invoiceCreateFormSchema = z.object({
  partnerId: requiredId(),
  requests: z.array(invoiceRequest, { error: messageKey('selectAtLeastOne') }).check(
    z.minLength(1, messageKey('selectAtLeastOne')),
    z.maxLength(100),
    z.refine(
      (list) => new Set(list.map((item) => item.requestId)).size === list.length,
      messageKey('invalidOption'),
    ),
  ),
});
export type InvoiceCreateForm = z.input<typeof invoiceCreateFormSchema>;

/** Mark an invoice paid: the method is required; provider and transaction id are optional notes. */
export const invoiceMarkPaidFormSchema = z.object({
  paymentMethod: requiredEnum(PAYMENT_METHODS),
  paymentProvider: z.pipe(
    optionalEnum(PAYMENT_PROVIDERS),
    z.transform((provider) => provider ?? null),
  ),
  transactionId: optionalText(100),
});
export type InvoiceMarkPaidForm = z.input<typeof invoiceMarkPaidFormSchema>;

/** Send an invoice: a valid e-mail is required. */
export const invoiceSendFormSchema = z.object({ email: requiredEmail() });
export type InvoiceSendForm = z.input<typeof invoiceSendFormSchema>;
