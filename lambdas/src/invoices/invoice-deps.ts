import type { Repositories } from '@careshift/db';

import type { Clock } from '../clock';
import type { MessageSender } from '../notifications/message-sender';
import type { InvoiceDocument } from '../pdf/invoice-document';

/** Renders an invoice PDF; the company's own details are the renderer's side's to add. */
export interface InvoicePdf {
  render(document: Omit<InvoiceDocument, 'company'>): Promise<Uint8Array>;
}

/** What the invoices use cases receive: repositories by entity, the clock, the e-mail sender and the PDF. */
export type InvoiceDeps = Pick<
  Repositories,
  | 'invoices'
  | 'shifts'
  | 'partners'
  | 'partnerPrivate'
  | 'clients'
  | 'settings'
  | 'sequences'
  | 'notificationIntents'
> & {
  clock: Clock;
  sender: MessageSender;
  logError?: (message: string, details: Record<string, unknown>) => void;
  pdf: InvoicePdf;
};
