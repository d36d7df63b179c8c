import type { InvoiceRecord } from '@careshift/db';
import {
  formatEuros,
  formatNicosiaDate,
  isAdministrator,
  NotAllowedError,
  ValidationError,
} from '@careshift/domain';

import type { Viewer } from '../http/viewer';
import { noticeLanguage } from '../notifications/notification-texts';

import type { InvoiceDeps } from './invoice-deps';
import { invoicePdfFile, loadInvoiceForFile } from './invoice-file';

type SendDeps = Pick<
  InvoiceDeps,
  'invoices' | 'partners' | 'partnerPrivate' | 'clients' | 'pdf' | 'sender' | 'clock'
>;

function mailOf(invoice: InvoiceRecord, lang: 'en' | 'el') {
  const total = formatEuros(invoice.total, lang);
  const due = formatNicosiaDate(`${invoice.dueDate.slice(0, 10)}T12:00:00Z`);
  return lang === 'el'
    ? {
        subject: `Τιμολόγιο #${invoice.invoiceRef}`,
        text: `Επισυνάπτεται το τιμολόγιο #${invoice.invoiceRef} του CareShift, σύνολο ${total}, πληρωτέο έως ${due}.`,
      }
    : {
        subject: `Invoice #${invoice.invoiceRef}`,
        text: `Attached is CareShift invoice #${invoice.invoiceRef} for ${total}, due by ${due}.`,
      };
}

/**
 * invoice-send: e-mails the invoice with its PDF attached. An administrator names any valid address
 * (required); a partner always gets it at its own address — an address a partner gives is refused with
 * 403 unless it is its own. The mail and PDF are in the partner's language.
 */
export async function sendInvoice(
  deps: SendDeps,
  viewer: Viewer,
  invoiceId: string,
  email: string | null | undefined,
): Promise<{ sentTo: string }> {
  const invoice = await loadInvoiceForFile(deps, viewer, invoiceId, 'send');
  const info = await deps.partnerPrivate.getPartnerInfo(invoice.partnerId);
  let to: string;
  if (isAdministrator(viewer)) {
    if (!email)
      throw new ValidationError('Enter the e-mail address to send the invoice to.', {
        email: 'Value is required',
      });
    to = email;
  } else {
    const own = info?.email;
    if (!own) throw new ValidationError('Your profile has no e-mail address to send the invoice to.');
    if (email && email.trim().toLowerCase() !== own.trim().toLowerCase()) {
      throw new NotAllowedError('You can send your invoices only to your own e-mail address.');
    }
    to = own;
  }
  const lang = noticeLanguage(info?.lang);
  const file = await invoicePdfFile(deps, invoice);
  await deps.sender.sendEmail({
    to,
    ...mailOf(invoice, lang),
    attachments: [{ fileName: file.fileName, contentType: file.contentType, content: file.body }],
  });
  return { sentTo: to };
}
