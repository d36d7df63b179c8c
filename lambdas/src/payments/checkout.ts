import { NotFoundError } from '@careshift/domain';
import { assertCardCheckoutAllowed } from '@careshift/domain/invoices/card-payments';
import { DEFAULT_LANGUAGE } from '@careshift/domain/languages';

import type { Viewer } from '../http/viewer';

import type { PaymentDeps } from './payment-deps';

export const INVOICE_NOT_FOUND = 'Invoice not found.';

/**
 * Where Checkout returns the partner: the invoices page, telling it how the payment went and which
 * invoice it was for (so the page follows that invoice until the webhook makes it PAID).
 */
export function checkoutReturnUrls(
  appUrl: string,
  invoiceId: string,
): { successUrl: string; cancelUrl: string } {
  const base = `${appUrl.replace(/\/+$/, '')}/invoices`;
  const invoice = `invoice=${encodeURIComponent(invoiceId)}`;
  return {
    successUrl: `${base}?payment=success&${invoice}`,
    cancelUrl: `${base}?payment=cancelled&${invoice}`,
  };
}

/**
 * invoice-checkout: the owning partner pays a PENDING invoice by card. Another partner's invoice answers
 * exactly like a missing one (404); an invoice that is not PENDING is a 409 naming why. The session is
 * created with one idempotency key per invoice and version, so a double click makes one session. The
 * invoice changes only when the provider's verified webhook confirms the payment. Checkout speaks the
 * partner's language (the profile's preferred language).
 */
export async function startCardCheckout(
  deps: Pick<PaymentDeps, 'invoices' | 'cards' | 'appUrl' | 'partnerPrivate'>,
  viewer: Viewer,
  invoiceId: string,
): Promise<{ url: string }> {
  const invoice = await deps.invoices.getInvoice(invoiceId);
  if (!invoice || invoice.partnerId !== viewer.userId) throw new NotFoundError(INVOICE_NOT_FOUND);
  assertCardCheckoutAllowed(invoice);
  const appUrl = await deps.appUrl();
  if (!appUrl) throw new Error('The app URL is unknown: set APP_URL or APP_URL_PARAMETER');
  const info = await deps.partnerPrivate.getPartnerInfo(invoice.partnerId);
  const { url } = await deps.cards.createCheckout({
    invoiceId: invoice.invoiceId,
    invoiceRef: invoice.invoiceRef,
    amount: invoice.total,
    partnerId: invoice.partnerId,
    ...(viewer.phoneNumber ? { phone: viewer.phoneNumber } : {}),
    lang: info?.lang ?? DEFAULT_LANGUAGE,
    ...checkoutReturnUrls(appUrl, invoice.invoiceId),
    idempotencyKey: `invoice-checkout-${invoice.invoiceId}-v${invoice.version}`,
  });
  return { url };
}
