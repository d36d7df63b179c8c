import type * as z from 'zod/mini';

import type { invoiceListQuerySchema } from '@careshift/contract/operations/invoices';
import type { Invoice } from '@careshift/contract/operations/invoices';
import type { InvoiceListInput } from '@careshift/db';
import { isAdministrator, isPartner, NotAllowedError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { loadVisibleInvoice, viewerClientId } from './invoice-access';
import type { InvoiceDeps } from './invoice-deps';
import { toInvoiceView } from './invoice-views';

export type InvoiceListQueryValues = z.output<typeof invoiceListQuerySchema>;

/**
 * invoices-list: administrators every invoice (or one partner's), a partner its own, an organisation those
 * covering its shifts; any of the given statuses, by creation date, 10 per page.
 */
export async function listInvoicesFor(
  deps: Pick<InvoiceDeps, 'invoices' | 'clock'>,
  viewer: Viewer,
  query: InvoiceListQueryValues,
): Promise<{ items: Invoice[]; cursor: string | null }> {
  const input: InvoiceListInput = {
    ...(query.statuses.length ? { statuses: query.statuses } : {}),
    ...(query.direction ? { direction: query.direction } : {}),
    cursor: query.cursor ?? null,
  };
  const clientId = viewerClientId(viewer);
  let page;
  if (isAdministrator(viewer)) {
    page = query.partnerId
      ? await deps.invoices.listPartnerInvoices({ ...input, partnerId: query.partnerId })
      : await deps.invoices.listInvoices(input);
  } else if (isPartner(viewer)) {
    page = await deps.invoices.listPartnerInvoices({ ...input, partnerId: viewer.userId });
  } else if (clientId) {
    page = await deps.invoices.listClientInvoices({ ...input, clientId });
  } else {
    throw new NotAllowedError('Your sign-in is not linked to an organisation.');
  }
  const now = deps.clock.now();
  return { items: page.items.map((invoice) => toInvoiceView(invoice, viewer, now)), cursor: page.cursor };
}

/** invoice-get: one invoice with the list's access and shape (another tenant's answers 404). */
export async function getInvoice(
  deps: Pick<InvoiceDeps, 'invoices' | 'clock'>,
  viewer: Viewer,
  invoiceId: string,
): Promise<Invoice> {
  const invoice = await loadVisibleInvoice(deps, viewer, invoiceId);
  return toInvoiceView(invoice, viewer, deps.clock.now());
}
