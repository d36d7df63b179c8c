import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { callOperation } from '../../api/client';
import { invoiceKeys } from '../../api/query-keys';
import { useNotify } from '../../app/shell/notifications';

import { PAYMENT_POLL, paymentReturnOf, withoutPaymentReturn } from './payment-return';
import { storeChangedInvoice } from './use-invoices';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

/**
 * Back from card checkout (spec section 4: the invoice is PAID only once the provider confirms it):
 * `?payment=success` says the payment was received and reads the invoice (or the list) again a bounded
 * number of times until it shows PAID; `?payment=cancelled` says nothing changed. The flag is then
 * removed from the address.
 */
export function usePaymentReturn() {
  const { t } = useTranslation('invoices');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, when the page opens after checkout; the address loses the flag right away.
  const [payment] = useState(() => paymentReturnOf(searchParams));
  const announced = useRef(false);

  useEffect(() => {
    if (!payment || announced.current) return;
    announced.current = true;
    setSearchParams((current) => withoutPaymentReturn(current), { replace: true });
    if (payment.kind === 'cancelled') notify({ type: 'info', content: t('payment.cancelled') });
    else notify({ type: 'info', content: t('payment.successBody') });
  }, [payment, notify, setSearchParams, t]);

  useEffect(() => {
    if (payment?.kind !== 'success') return;
    const controller = new AbortController();
    const poll = async () => {
      for (let attempt = 0; attempt < PAYMENT_POLL.attempts; attempt += 1) {
        await wait(PAYMENT_POLL.intervalMs, controller.signal);
        if (controller.signal.aborted) return;
        if (!payment.invoiceId) {
          await queryClient.refetchQueries({ queryKey: invoiceKeys.lists, type: 'active' });
          continue;
        }
        const invoice = await callOperation('invoice-get', { path: { invoiceId: payment.invoiceId } }).catch(
          () => undefined,
        );
        if (controller.signal.aborted) return;
        if (invoice) storeChangedInvoice(queryClient, invoice);
        if (invoice?.status === 'PAID') {
          notify({ type: 'success', content: t('payment.confirmed', { ref: invoice.invoiceRef }) });
          return;
        }
      }
      if (payment.invoiceId) notify({ type: 'info', content: t('payment.waiting') });
    };
    void poll();
    return () => controller.abort();
  }, [payment, queryClient, notify, t]);
}
