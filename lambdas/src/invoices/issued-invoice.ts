import type { InvoiceRecord, IssuedInvoice } from '@careshift/db';
import { DEFAULT_VAT_SETTING, vatAmounts, vatTreatmentOf } from '@careshift/domain/invoices/invoice-vat';
import type { VatAmounts, VatSetting, VatTreatment } from '@careshift/domain/invoices/invoice-vat';
import type { Language } from '@careshift/domain/languages';

import type { CompanyDetails } from '../pdf/invoice-document';
import { postalLine } from '../pdf/pdf-labels';

import type { InvoiceDeps } from './invoice-deps';

type SnapshotDeps = Pick<InvoiceDeps, 'partners' | 'partnerPrivate' | 'clients'>;

/** Copies only the defined values (DynamoDB maps hold no undefined). */
function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

type Read<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The partner as the invoice names it: name, postal address, contacts, tax and registration numbers. */
function recipientOf(
  partnerName: string,
  records: {
    partner: Read<SnapshotDeps['partners']['getPartner']>;
    info: Read<SnapshotDeps['partnerPrivate']['getPartnerInfo']>;
    bank: Read<SnapshotDeps['partnerPrivate']['getPartnerBankDetails']>;
  },
  lang: Language,
): IssuedInvoice['recipient'] {
  const { partner, info, bank } = records;
  const address = info?.address;
  const street = [address?.street, address?.street2].filter(Boolean).join(', ');
  return defined({
    name: partner ? `${partner.firstName} ${partner.lastName}` : partnerName,
    addressLines: address ? [street, postalLine(address, lang)].filter(Boolean) : [],
    email: info?.email,
    phoneNumber: info?.phoneNumber,
    taxNumber: bank?.tiNumber,
    registrationNumber: info?.registrationNumber,
  });
}

/**
 * The recipient (the partner, in its language at issue: name, postal address, contacts, tax and
 * registration numbers) and the organisation of each line, read from their records now.
 */
async function partiesOf(
  deps: SnapshotDeps,
  invoice: Pick<InvoiceRecord, 'partnerId' | 'partnerName' | 'lines'>,
): Promise<Pick<IssuedInvoice, 'lang' | 'recipient' | 'clients'>> {
  const clientIds = [...new Set(invoice.lines.map((line) => line.clientId))];
  const [partner, info, bank, ...clients] = await Promise.all([
    deps.partners.getPartner(invoice.partnerId),
    deps.partnerPrivate.getPartnerInfo(invoice.partnerId),
    deps.partnerPrivate.getPartnerBankDetails(invoice.partnerId),
    ...clientIds.map((clientId) => deps.clients.getClient(clientId)),
  ]);
  const lang: Language = info?.lang ?? 'en';
  return {
    lang,
    recipient: recipientOf(invoice.partnerName, { partner, info, bank }, lang),
    clients: clients.flatMap((client) => (client ? [{ clientId: client.clientId, name: client.name }] : [])),
  };
}

function issuerOf(company: CompanyDetails): IssuedInvoice['issuer'] {
  return defined({ ...company, addressLines: [...company.addressLines] });
}

function vatFields(amounts: VatAmounts, treatment: VatTreatment | undefined) {
  return {
    ...amounts,
    ...(treatment && 'ratePercent' in treatment ? { vatRatePercent: treatment.ratePercent } : {}),
    ...(treatment && 'exemptionEn' in treatment
      ? { vatExemptionEn: treatment.exemptionEn, vatExemptionEl: treatment.exemptionEl }
      : {}),
  };
}

/**
 * The invoice as issued (issue 29 item 4): the company, the partner and the organisations as their records
 * read at this moment, the language, and net/VAT/gross under the VAT setting in force. Stored on the
 * invoice at create; the PDF reads nothing else afterwards.
 */
export async function issueSnapshot(
  deps: SnapshotDeps & { company: () => CompanyDetails },
  invoice: Pick<InvoiceRecord, 'partnerId' | 'partnerName' | 'lines'>,
  issue: { net: number; vatSetting?: VatSetting; at: string },
): Promise<IssuedInvoice> {
  const { net, at } = issue;
  const treatment = vatTreatmentOf(issue.vatSetting ?? DEFAULT_VAT_SETTING);
  return {
    ...(await partiesOf(deps, invoice)),
    issuer: issuerOf(deps.company()),
    ...vatFields(vatAmounts(net, treatment), treatment),
    frozenAt: at,
  };
}

/**
 * The snapshot of an invoice issued before invoices were frozen: the records as they read on its first
 * render, and its stored total as both net and gross with no VAT stated (it was issued without).
 */
export async function backfillSnapshot(
  deps: SnapshotDeps & { company: () => CompanyDetails },
  invoice: InvoiceRecord,
  at: string,
): Promise<IssuedInvoice> {
  return {
    ...(await partiesOf(deps, invoice)),
    issuer: issuerOf(deps.company()),
    ...vatFields({ net: invoice.total, vat: 0, gross: invoice.total }, undefined),
    frozenAt: at,
    backfilled: true,
  };
}
