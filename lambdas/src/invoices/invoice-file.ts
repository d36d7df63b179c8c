import type { InvoiceRecord } from '@careshift/db';
import { NotFoundError } from '@careshift/domain';

import type { FileResult } from '../http/result';
import type { Viewer } from '../http/viewer';
import type { InvoiceDocument } from '../pdf/invoice-document';
import { postalLine } from '../pdf/pdf-labels';

import { INVOICE_NOT_FOUND, loadVisibleInvoice } from './invoice-access';
import type { InvoiceDeps } from './invoice-deps';
import { actionsOf } from './invoice-views';

type FileDeps = Pick<InvoiceDeps, 'invoices' | 'partners' | 'partnerPrivate' | 'clients' | 'pdf'>;

/** What the PDF shows: the invoice, its partner (language, name, address) and each line's organisation. */
export async function invoiceDocument(
  deps: Omit<FileDeps, 'pdf' | 'invoices'>,
  invoice: InvoiceRecord,
): Promise<Omit<InvoiceDocument, 'company'>> {
  const clientIds = [...new Set(invoice.lines.map((line) => line.clientId))];
  const [partner, info, bank, ...clients] = await Promise.all([
    deps.partners.getPartner(invoice.partnerId),
    deps.partnerPrivate.getPartnerInfo(invoice.partnerId),
    deps.partnerPrivate.getPartnerBankDetails(invoice.partnerId),
    ...clientIds.map((clientId) => deps.clients.getClient(clientId)),
  ]);
  const clientNames = new Map(clients.flatMap((client) => (client ? [[client.clientId, client.name]] : [])));
  const address = info?.address;
  const street = [address?.street, address?.street2].filter(Boolean).join(', ');
  const lang = info?.lang ?? 'en';
  return {
    lang,
    invoiceRef: invoice.invoiceRef,
    status: invoice.status,
    createdAt: invoice.createdAt,
    ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
    dueDate: invoice.dueDate.slice(0, 10),
    partner: {
      name: partner ? `${partner.firstName} ${partner.lastName}` : invoice.partnerName,
      addressLines: address ? [street, postalLine(address, lang)].filter(Boolean) : [],
      ...(info?.email ? { email: info.email } : {}),
      ...(info?.phoneNumber ? { phoneNumber: info.phoneNumber } : {}),
      ...(bank?.tiNumber ? { taxNumber: bank.tiNumber } : {}),
      ...(info?.registrationNumber ? { registrationNumber: info.registrationNumber } : {}),
    },
    lines: invoice.lines.map((line) => ({
      kind: line.kind,
      ...(line.shiftRef !== undefined ? { shiftRef: line.shiftRef } : {}),
      ...(line.positionName
        ? { positionName: lang === 'el' && line.positionNameEl ? line.positionNameEl : line.positionName }
        : {}),
      ...(line.startDate ? { startDate: line.startDate } : {}),
      ...(clientNames.has(line.clientId) ? { clientName: clientNames.get(line.clientId) } : {}),
      name: line.name,
      price: line.price,
    })),
    total: invoice.total,
  };
}

/** The invoice's PDF file, named INVOICE-{ref}.pdf. */
export async function invoicePdfFile(deps: FileDeps, invoice: InvoiceRecord): Promise<FileResult['file']> {
  const body = await deps.pdf.render(await invoiceDocument(deps, invoice));
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
