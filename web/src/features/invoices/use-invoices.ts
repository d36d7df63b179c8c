import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { InvoiceMarkPaidForm } from '@careshift/contract';
import type { Invoice, InvoiceCreateBody } from '@careshift/contract/operations/invoices';

import { callOperation } from '../../api/client';
import { invoiceKeys, shiftKeys } from '../../api/query-keys';
import { useCursorPages } from '../../hooks/use-cursor-pages';

import { invoiceListQuery } from './invoice-filters';
import type { InvoiceFilters } from './invoice-filters';

/** invoices-list with the filters (one partner's on the partner page), 10 per page by cursor. */
export function useInvoicePages(filters: InvoiceFilters, partnerId?: string) {
  const key = invoiceListQuery(filters, { partnerId });
  return useCursorPages<Invoice>({
    queryKey: invoiceKeys.list(key),
    fetchPage: (cursor, signal) =>
      callOperation('invoices-list', { query: invoiceListQuery(filters, { partnerId, cursor }) }, { signal }),
  });
}

/** A changed invoice replaces its row in every cached list page, in place (spec section 4). */
export function storeChangedInvoice(queryClient: QueryClient, invoice: Invoice): void {
  queryClient.setQueriesData<{ items: Invoice[]; cursor: string | null }>(
    { queryKey: invoiceKeys.lists },
    (page) =>
      page && {
        ...page,
        items: page.items.map((item) => (item.id === invoice.id ? { ...invoice } : item)),
      },
  );
}

/** The invoice actions that answer the invoice as it is now. */
export type InvoiceMove =
  | { kind: 'markPaid'; body: InvoiceMarkPaidForm }
  | { kind: 'cancel' }
  | { kind: 'markPending' }
  | { kind: 'refund' };

function moveInvoice(invoiceId: string, move: InvoiceMove): Promise<Invoice> {
  const path = { invoiceId };
  switch (move.kind) {
    case 'markPaid':
      return callOperation('invoice-pay', { path, body: move.body });
    case 'cancel':
      return callOperation('invoice-cancel', { path });
    case 'markPending':
      return callOperation('invoice-pending', { path });
    case 'refund':
      return callOperation('invoice-refund', { path });
  }
}

/** Mark paid, cancel, mark pending, refund: the row shows the reply; a refusal reads the list again. */
export function useInvoiceMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, move }: { invoiceId: string; move: InvoiceMove }) =>
      moveInvoice(invoiceId, move),
    onSuccess: (invoice) => {
      storeChangedInvoice(queryClient, invoice);
      // The shifts on it changed status too (COMPLETED, FINISHED, invoiceable again).
      void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.invoiceables });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.lists }),
  });
}

/** invoice-send: an administrator's address of choice, a partner's own (no address sent). */
export function useSendInvoice() {
  return useMutation({
    mutationFn: ({ invoiceId, email }: { invoiceId: string; email?: string }) =>
      callOperation('invoice-send', { path: { invoiceId }, body: email ? { email } : {} }),
  });
}

/** invoice-checkout: the Stripe Checkout page to go to. */
export function useInvoiceCheckout() {
  return useMutation({
    mutationFn: (invoiceId: string) => callOperation('invoice-checkout', { path: { invoiceId } }),
  });
}

/** What may go on a new invoice for the chosen partner (nothing asked before one is chosen). */
export function useInvoiceable(partnerId: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.invoiceable(partnerId ?? ''),
    enabled: Boolean(partnerId),
    queryFn: ({ signal }) =>
      callOperation('invoice-invoiceable', { path: { partnerId: partnerId ?? '' } }, { signal }),
    // Another administrator may invoice the same shifts: never trust an old copy.
    staleTime: 0,
  });
}

/** invoice-create; every invoice list reads again. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceCreateBody) => callOperation('invoice-create', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    },
  });
}

/** The signed-in partner's penalties not yet invoiced (partners only; read fresh each time the page opens). */
export function usePendingPenalties(enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.pendingPenalties,
    enabled,
    queryFn: ({ signal }) => callOperation('penalties-pending', {}, { signal }),
    staleTime: 0,
  });
}
