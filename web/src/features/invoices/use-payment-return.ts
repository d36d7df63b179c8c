import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { callOperation } from '../../api/client';
import { invoiceKeys } from '../../api/query-keys';

import { PAYMENT_POLL, paymentReturnOf, paymentStateAfterRead, withoutPaymentReturn } from './payment-return';
import type { PaymentReturnState } from './payment-return';
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
 * Back from card checkout (spec section 4: the invoice is PAID only once the provider confirms it). The
 * success address alone proves nothing: `?payment=success` shows "your payment is being confirmed" and
 * reads the invoice (or, without `invoice=`, the list) at most PAYMENT_POLL.attempts times; "payment
 * received" appears only once the invoice reads PAID, and a clear "not confirmed yet" after the bound.
 * `?payment=cancelled` says nothing changed. The flag leaves the address at once; the state is returned
 * for the page to show until dismissed.
 */
export function usePaymentReturn(): { state: PaymentReturnState | undefined; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, when the page opens after checkout; the address loses the flag right away.
  const [payment] = useState(() => paymentReturnOf(searchParams));
  const [state, setState] = useState<PaymentReturnState | undefined>(() =>
    payment ? { kind: payment.kind === 'cancelled' ? 'cancelled' : 'confirming' } : undefined,
  );

  useEffect(() => {
    if (payment) setSearchParams((current) => withoutPaymentReturn(current), { replace: true });
  }, [payment, setSearchParams]);

  useEffect(() => {
    if (payment?.kind !== 'success') return;
    const controller = new AbortController();
    const poll = async () => {
      for (let attempt = 0; attempt < PAYMENT_POLL.attempts; attempt += 1) {
        if (attempt > 0) await wait(PAYMENT_POLL.intervalMs, controller.signal);
        if (controller.signal.aborted) return;
        let invoice: Awaited<ReturnType<typeof readInvoice>> | undefined;
        if (payment.invoiceId) {
          invoice = await readInvoice(payment.invoiceId).catch(() => undefined);
          if (invoice) storeChangedInvoice(queryClient, invoice);
        } else {
          await queryClient.refetchQueries({ queryKey: invoiceKeys.lists, type: 'active' });
        }
        if (controller.signal.aborted) return;
        const next = paymentStateAfterRead(invoice, attempt);
        setState(next);
        if (next.kind !== 'confirming') return;
      }
    };
    void poll();
    return () => controller.abort();
  }, [payment, queryClient]);

  return { state, dismiss: () => setState(undefined) };
}

function readInvoice(invoiceId: string) {
  return callOperation('invoice-get', { path: { invoiceId } });
}
