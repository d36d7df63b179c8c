import {
  createAttendanceRepository,
  createClientRepository,
  createInvoiceRepositories,
  createNotificationIntentRepository,
  createPartnerPrivateRepository,
  createPartnerRepositories,
  createSettingsRepository,
  createShiftRepositories,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { clock } from '../clock';
import type { Clock } from '../clock';
import { logError } from '../http/logger';
import { createAwsMessageSender } from '../notifications/aws-message-sender';
import type { MessageSender } from '../notifications/message-sender';
import type { CompanyDetails, InvoiceDocument } from '../pdf/invoice-document';
import { repositoriesOf } from '../repositories';

import { invoicePdf } from './invoice-pdf';

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
  | 'invoices'
  | 'shifts'
  | 'partners'
  | 'partnerPrivate'
  | 'clients'
  | 'settings'
  | 'notificationIntents'
  | 'attendance'
> & {
  clock: Clock;
  sender: MessageSender;
  logError?: (message: string, details: Record<string, unknown>) => void;
  pdf: InvoicePdf;
};

let invoiceSender: InvoiceDeps['sender'] | undefined;

/** The invoices area: invoices, shifts, partners, organisations, settings, SES and the PDF. */
export function invoiceDeps(): InvoiceDeps {
  invoiceSender ??= createAwsMessageSender();
  return {
    ...repositoriesOf({
      invoices: createInvoiceRepositories,
      notificationIntents: createNotificationIntentRepository,
      shifts: createShiftRepositories,
      partners: createPartnerRepositories,
      partnerPrivate: createPartnerPrivateRepository,
      clients: createClientRepository,
      settings: createSettingsRepository,
      attendance: createAttendanceRepository,
    }),
    clock,
    sender: invoiceSender,
    pdf: invoicePdf,
    logError,
  };
}
