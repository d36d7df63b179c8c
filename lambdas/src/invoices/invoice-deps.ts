import type { Repositories } from '@careshift/db';

import type { Clock } from '../clock';
import type { MessageSender } from '../notifications/message-sender';
import type { CompanyDetails, InvoiceDocument } from '../pdf/invoice-document';

/**
 * The invoice PDF: the company's details as configured now (read when an invoice is issued, and frozen
 * on it) and the renderer of a document made from the frozen invoice.
 */
export interface InvoicePdf {
  company(): CompanyDetails;
  render(document: InvoiceDocument): Promise<Uint8Array>;
}

/** What the invoices use cases receive: repositories by entity, the clock, the e-mail sender and the PDF. */
export type InvoiceDeps = Pick<
  Repositories,
  'invoices' | 'shifts' | 'partners' | 'partnerPrivate' | 'clients' | 'settings' | 'notificationIntents'
> & {
  clock: Clock;
  sender: MessageSender;
  logError?: (message: string, details: Record<string, unknown>) => void;
  pdf: InvoicePdf;
};
