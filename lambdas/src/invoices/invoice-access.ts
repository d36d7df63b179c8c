import type { InvoiceRecord } from '@careshift/db';
import { isAdministrator, isClientUser, isPartnerSelf, NotFoundError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { InvoiceDeps } from './invoice-deps';

export const INVOICE_NOT_FOUND = 'This invoice does not exist.';

/** The organisation a client user acts for, or undefined for other roles. */
export function viewerClientId(viewer: Viewer): string | undefined {
  return isClientUser(viewer) ? viewer.clientId : undefined;
}

/**
 * May the viewer see this invoice? Administrators every one; a partner its own; an organisation one that
 * covers one of its shifts (a penalty line alone does not make an invoice the organisation's).
 */
export function canSeeInvoice(viewer: Viewer, invoice: InvoiceRecord): boolean {
  if (isAdministrator(viewer)) return true;
  if (isPartnerSelf(viewer, invoice.partnerId)) return true;
  const clientId = viewerClientId(viewer);
  return Boolean(clientId) && invoice.shifts.some((shift) => shift.clientId === clientId);
}

/**
 * The invoice if the viewer may see it, else the same 404 as an invoice that does not exist: every read
 * and action on another tenant's invoice answers alike (OWASP API1).
 */
export async function loadVisibleInvoice(
  deps: Pick<InvoiceDeps, 'invoices'>,
  viewer: Viewer,
  invoiceId: string,
): Promise<InvoiceRecord> {
  const invoice = await deps.invoices.getInvoice(invoiceId);
  if (invoice && canSeeInvoice(viewer, invoice)) return invoice;
  throw new NotFoundError(INVOICE_NOT_FOUND);
}
