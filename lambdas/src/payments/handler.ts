import { invoiceCheckout, invoiceRefund, stripeWebhook } from '@careshift/contract/operations/invoices';

import { areaHandler, rawRoute, route } from '../http/pipeline';

import { startCardCheckout } from './checkout';
import { paymentDeps } from './payment-deps';
import { refundCardPayment } from './refund';
import { receiveStripeWebhook } from './webhook';

/** The payments area Lambda: card checkout, refunds and Stripe's webhook (issue 12, item 4). */
export const handler = areaHandler([
  route(invoiceCheckout, ({ path }, { viewer }) => startCardCheckout(paymentDeps(), viewer, path.invoiceId)),
  route(invoiceRefund, ({ path }, { viewer }) => refundCardPayment(paymentDeps(), viewer, path.invoiceId)),
  rawRoute(stripeWebhook, (_input, { raw }) => receiveStripeWebhook(paymentDeps(), raw)),
]);
