import type { InvoiceRecord, IssuedInvoice } from '@careshift/db';
import { NotFoundError } from '@careshift/domain';

import type { FileResult } from '../http/result';
import type { Viewer } from '../http/viewer';
import type { CompanyDetails, InvoiceDocument } from '../pdf/invoice-document';

import { INVOICE_NOT_FOUND, loadVisibleInvoice } from './invoice-access';
import type { InvoiceDeps } from './invoice-deps';
import { actionsOf } from './invoice-views';
import { backfillSnapshot } from './issued-invoice';
import { lineHoursOf } from './line-hours';

type FileDeps = Pick<InvoiceDeps, 'invoices' | 'partners' | 'partnerPrivate' | 'clients' | 'pdf' | 'clock'>;

/** A line's hours for the document, when the line states them. */
function hoursOf(line: Parameters<typeof lineHoursOf>[0]): Pick<InvoiceDocument['lines'][number], 'hours'> {
  const hours = lineHoursOf(line);
  return hours ? { hours } : {};
}

/**
 * What the PDF shows, from the invoice record alone (issue 29 item 4): the company, the partner, the
 * organisations, the language and the VAT as frozen when it was issued, with its current status.
 */
export function invoiceDocument(invoice: InvoiceRecord & { issued: IssuedInvoice }): InvoiceDocument {
  const { issued } = invoice;
  const lang = issued.lang;
  const clientNames = new Map(issued.clients.map((client) => [client.clientId, client.name]));
  const stated = issued.vatRatePercent !== undefined || issued.vatExemptionEn !== undefined;
  const exemption = lang === 'el' ? issued.vatExemptionEl : issued.vatExemptionEn;
  return {
    lang,
    invoiceRef: invoice.invoiceRef,
    status: invoice.status,
    createdAt: invoice.createdAt,
    ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
    dueDate: invoice.dueDate.slice(0, 10),
    company: { ...issued.issuer, addressLines: issued.issuer.addressLines ?? [] },
    partner: { ...issued.recipient, addressLines: issued.recipient.addressLines ?? [] },
    lines: invoice.lines.map((line) => ({
      kind: line.kind,
      ...(line.shiftRef !== undefined ? { shiftRef: line.shiftRef } : {}),
      ...(line.positionName
        ? { positionName: lang === 'el' && line.positionNameEl ? line.positionNameEl : line.positionName }
        : {}),
      ...(line.startDate ? { startDate: line.startDate } : {}),
      ...(clientNames.has(line.clientId) ? { clientName: clientNames.get(line.clientId) } : {}),
      ...hoursOf(line),
      name: line.name,
      price: line.price,
    })),
    total: issued.gross,
    ...(stated
      ? {
          vat: {
            net: issued.net,
            vat: issued.vat,
            ...(issued.vatRatePercent !== undefined ? { ratePercent: issued.vatRatePercent } : {}),
            ...(exemption ? { exemption } : {}),
          },
        }
      : {}),
  };
}

/**
 * The invoice with its frozen snapshot: an invoice issued before invoices were frozen is frozen now, once,
 * from the records as they read (documented in the decisions), and stored.
 */
async function issuedInvoice(
  deps: Omit<FileDeps, 'pdf'> & { company: () => CompanyDetails },
  invoice: InvoiceRecord,
): Promise<InvoiceRecord & { issued: IssuedInvoice }> {
  if (invoice.issued) return { ...invoice, issued: invoice.issued };
  const issued = await backfillSnapshot(deps, invoice, deps.clock.now().toISOString());
  const frozen = await deps.invoices.freezeIssuedInvoice(invoice, issued);
  return { ...frozen, issued: frozen.issued ?? issued };
}

/** The invoice's PDF file, named INVOICE-{ref}.pdf, rendered from the frozen record only. */
export async function invoicePdfFile(deps: FileDeps, invoice: InvoiceRecord): Promise<FileResult['file']> {
  const frozen = await issuedInvoice({ ...deps, company: () => deps.pdf.company() }, invoice);
  const body = await deps.pdf.render(invoiceDocument(frozen));
  return { body, contentType: 'application/pdf', fileName: `INVOICE-${invoice.invoiceRef}.pdf` };
}

/**
 * The invoice if the viewer may download or send it (an administrator, or the owning partner): anyone
 * else, even an organisation that may read it, gets the 404 of a missing invoice.
 */
export async function loadInvoiceForFile(
  deps: Pick<InvoiceDeps, 'invoices'>,
  viewer: Viewer,
  invoiceId: string,
  action: 'download' | 'send',
): Promise<InvoiceRecord> {
  const invoice = await loadVisibleInvoice(deps, viewer, invoiceId);
  if (!actionsOf(invoice, viewer).includes(action)) throw new NotFoundError(INVOICE_NOT_FOUND);
  return invoice;
}

/** invoice-download: the PDF for an administrator or the owning partner. */
export async function downloadInvoice(
  deps: FileDeps,
  viewer: Viewer,
  invoiceId: string,
): Promise<FileResult> {
  const invoice = await loadInvoiceForFile(deps, viewer, invoiceId, 'download');
  return { file: await invoicePdfFile(deps, invoice) };
}
