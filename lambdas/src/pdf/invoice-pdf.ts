import { friendlyFormatIBAN } from 'ibantools';
import { PDFDocument, rgb } from 'pdf-lib';

import { formatEuros, formatNicosiaDate, isDateYmd, nicosiaInstant } from '@careshift/domain';
import type { InvoiceStatus } from '@careshift/domain/invoices/invoice-rules';
import type { Language } from '@careshift/domain/languages';

import { embedPdfFonts } from './fonts';
import type { CompanyDetails, InvoiceDocument } from './invoice-document';
import { invoiceLineText } from './invoice-line-text';
import { pdfLabels, statusLabel } from './pdf-labels';
import type { PdfLabels } from './pdf-labels';
import { A4, GREY, leading, MARGIN, PdfPen, RULE, SHADE } from './pdf-pen';

const RIGHT = A4.width - MARGIN;
const CONTENT = A4.width - 2 * MARGIN;
/** The amount column: its right edge, and the room the description leaves it. */
const AMOUNT_RIGHT = RIGHT - 6;
const AMOUNT_WIDTH = 100;
const FOOTER_ROOM = 64;

const STATUS_COLOURS: Record<InvoiceStatus, ReturnType<typeof rgb>> = {
  PAID: rgb(0.1, 0.5, 0.2),
  PENDING: rgb(0.75, 0.42, 0),
  PENDING_REFUND: rgb(0.75, 0.42, 0),
  REFUNDED: GREY,
  CANCELED: rgb(0.7, 0.1, 0.1),
};

/** "INVOICE-{ref}": the file name's stem and the reference a bank transfer quotes. */
export function invoiceReference(ref: number): string {
  return `INVOICE-${ref}`;
}

function dayText(value: string): string {
  return isDateYmd(value) ? formatNicosiaDate(nicosiaInstant(value)) : formatNicosiaDate(value);
}

function labelled(label: string, value: string | undefined): string[] {
  return value ? [`${label}: ${value}`] : [];
}

function companyBlock(pen: PdfPen, company: CompanyDetails, labels: PdfLabels): number {
  let y = A4.height - MARGIN;
  for (const line of pen.wrap(company.name, CONTENT / 2, { bold: true, size: 15 })) {
    pen.draw(line, { bold: true, size: 15 }, pen.page, y);
    y -= leading(15);
  }
  y -= 2;
  const lines = [
    ...company.addressLines,
    ...labelled(labels.email, company.email),
    ...labelled(labels.phone, company.phoneNumber),
    ...labelled(labels.taxNumber, company.taxNumber),
    ...labelled(labels.vatNumber, company.vatNumber),
    ...labelled(labels.registrationNumber, company.registrationNumber),
  ];
  for (const text of lines.flatMap((line) => pen.wrap(line, CONTENT / 2, { size: 9 }))) {
    pen.draw(text, { size: 9, color: GREY }, pen.page, y);
    y -= leading(9);
  }
  return y;
}

function titleBlock(pen: PdfPen, doc: InvoiceDocument, labels: PdfLabels): number {
  let y = A4.height - MARGIN - 4;
  pen.draw(labels.invoice, { bold: true, size: 24, x: RIGHT, align: 'right' }, pen.page, y);
  y -= leading(24) + 4;
  const rows: [string, string, ReturnType<typeof rgb>?][] = [
    [labels.invoiceNumber, String(doc.invoiceRef)],
    [labels.issueDate, formatNicosiaDate(doc.createdAt)],
    [labels.dueDate, dayText(doc.dueDate)],
    [labels.status, statusLabel(doc.status, doc.lang), STATUS_COLOURS[doc.status]],
    ...(doc.status === 'PAID' && doc.paidAt
      ? [[labels.paidOn, formatNicosiaDate(doc.paidAt)] as [string, string]]
      : []),
  ];
  const labelRight = RIGHT - 130;
  for (const [label, value, colour] of rows) {
    pen.draw(`${label}:`, { size: 9, color: GREY, x: labelRight, align: 'right' }, pen.page, y);
    pen.draw(
      value,
      { size: 10, bold: true, x: RIGHT, align: 'right', ...(colour ? { color: colour } : {}) },
      pen.page,
      y,
    );
    y -= leading(10);
  }
  return y;
}

function billTo(pen: PdfPen, doc: InvoiceDocument, labels: PdfLabels): void {
  pen.write(labels.billTo, { bold: true, size: 9, color: GREY, gap: 2 });
  pen.write(doc.partner.name, { bold: true, size: 11, width: CONTENT / 2 });
  const partner = doc.partner;
  for (const line of [
    ...partner.addressLines,
    ...labelled(labels.email, partner.email),
    ...labelled(labels.phone, partner.phoneNumber),
    ...labelled(labels.taxNumber, partner.taxNumber),
    ...labelled(labels.registerNumber, partner.registrationNumber),
  ])
    pen.write(line, { size: 9, width: CONTENT / 2 });
}

function tableHeader(pen: PdfPen, labels: PdfLabels): void {
  pen.page.drawRectangle({ x: MARGIN, y: pen.y - 6, width: CONTENT, height: 20, color: SHADE });
  pen.draw(labels.description, { bold: true, size: 9, x: MARGIN + 6 });
  pen.draw(labels.amount, { bold: true, size: 9, x: AMOUNT_RIGHT, align: 'right' });
  pen.y -= 24;
}

const ROW_SIZE = 9.5;

function lineRow(
  pen: PdfPen,
  doc: InvoiceDocument,
  labels: PdfLabels,
  line: InvoiceDocument['lines'][number],
) {
  const wrapped = pen.wrap(invoiceLineText(line, doc.lang), CONTENT - AMOUNT_WIDTH - 12, { size: ROW_SIZE });
  if (pen.ensureRoom(wrapped.length * leading(ROW_SIZE) + 6)) tableHeader(pen, labels);
  pen.draw(formatEuros(line.price, doc.lang), { size: ROW_SIZE, x: AMOUNT_RIGHT, align: 'right' });
  for (const text of wrapped) {
    pen.draw(text, { size: ROW_SIZE, x: MARGIN + 6 });
    pen.y -= leading(ROW_SIZE);
  }
  pen.y += leading(ROW_SIZE) - 7;
  pen.rule();
  pen.y -= ROW_SIZE + 7;
}

/** A rate as the language writes it: 19 → "19", 2.5 → "2,5" in Greek, "2.5" in English. */
function rateText(rate: number, lang: InvoiceDocument['lang']): string {
  return new Intl.NumberFormat(lang === 'el' ? 'el-GR' : 'en-GB', { maximumFractionDigits: 2 }).format(rate);
}

/** Net, the VAT at its rate (or "VAT: exempt" and the exemption's wording), above the total. */
function vatRows(pen: PdfPen, doc: InvoiceDocument, labels: PdfLabels): void {
  const vat = doc.vat;
  if (!vat) return;
  const labelRight = AMOUNT_RIGHT - AMOUNT_WIDTH - 20;
  const row = (label: string, amount: string) => {
    pen.ensureRoom(leading(10) + 4);
    pen.draw(label, { size: 10, x: labelRight, align: 'right' });
    pen.draw(amount, { size: 10, x: AMOUNT_RIGHT, align: 'right' });
    pen.y -= leading(10) + 2;
  };
  row(labels.net, formatEuros(vat.net, doc.lang));
  if (vat.ratePercent !== undefined) {
    row(labels.vatAt(rateText(vat.ratePercent, doc.lang)), formatEuros(vat.vat, doc.lang));
  } else {
    row(labels.vatExempt, labels.vatExemptAmount);
  }
  pen.y -= 4;
}

function lineTable(pen: PdfPen, doc: InvoiceDocument, labels: PdfLabels): void {
  tableHeader(pen, labels);
  for (const line of doc.lines) lineRow(pen, doc, labels, line);
  pen.ensureRoom(30 + (doc.vat ? 2 * leading(10) + 8 : 0));
  pen.y -= 4;
  vatRows(pen, doc, labels);
  pen.draw(labels.total, { bold: true, size: 12, x: AMOUNT_RIGHT - AMOUNT_WIDTH - 20, align: 'right' });
  pen.draw(formatEuros(doc.total, doc.lang), { bold: true, size: 12, x: AMOUNT_RIGHT, align: 'right' });
  pen.y -= leading(12) + 10;
  if (doc.vat?.exemption) pen.write(doc.vat.exemption, { size: 9.5, color: GREY, width: CONTENT });
  pen.y -= 8;
}

/** A cancelled invoice keeps its number and says, in red under the header, that it is void. */
function cancelledNotice(pen: PdfPen, labels: PdfLabels): void {
  pen.write(labels.cancelledNotice, { bold: true, size: 11, color: STATUS_COLOURS.CANCELED, width: CONTENT });
  pen.y -= 10;
}

function paymentInstructions(pen: PdfPen, doc: InvoiceDocument, labels: PdfLabels): void {
  const company = doc.company;
  const bank = [
    ...labelled(labels.bank, company.bankName),
    ...labelled(labels.iban, company.iban ? (friendlyFormatIBAN(company.iban) ?? company.iban) : undefined),
    ...labelled(labels.bic, company.bic),
    `${labels.reference}: ${invoiceReference(doc.invoiceRef)}`,
  ];
  pen.ensureRoom(leading(10) * (bank.length + 4));
  pen.write(labels.paymentInstructions, { bold: true, size: 10, gap: 2 });
  pen.write(labels.payByCard, { size: 9.5, gap: 2 });
  for (const line of bank) pen.write(line, { size: 9.5, x: MARGIN + 10 });
}

function footers(pen: PdfPen, doc: InvoiceDocument, labels: PdfLabels): void {
  const pages = pen.pages.length;
  if (pages < 2) return;
  pen.pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: RIGHT, y: 44 }, thickness: 0.5, color: RULE });
    const left = `${doc.company.name} · ${invoiceReference(doc.invoiceRef)}`;
    pen.draw(left, { size: 8, color: GREY }, page, 32);
    pen.draw(labels.page(index + 1, pages), { size: 8, color: GREY, x: RIGHT, align: 'right' }, page, 32);
  });
}

const PDF_LANGUAGE: Record<Language, string> = { en: 'en-GB', el: 'el-GR' };

/**
 * The invoice as an A4 PDF in the document's language (issue 12 item 3): the company and the
 * partner as typed (Greek included, with the embedded DejaVu subset), the number, dates and
 * status (a cancelled one says it is void), one row per line, the net, the VAT at its rate or the
 * exemption's wording (issue 29 item 5), the total, and how to pay while it is PENDING; lines that do
 * not fit continue on further pages, numbered "Page n of m".
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const labels = pdfLabels(doc.lang);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${labels.invoice} ${invoiceReference(doc.invoiceRef)}`);
  pdf.setAuthor(doc.company.name);
  pdf.setCreator('CareShift');
  pdf.setLanguage(PDF_LANGUAGE[doc.lang]);
  pdf.setCreationDate(new Date(doc.createdAt));
  const pen = new PdfPen(pdf, await embedPdfFonts(pdf), FOOTER_ROOM);
  const below = Math.min(companyBlock(pen, doc.company, labels), titleBlock(pen, doc, labels));
  pen.y = below - 18;
  if (doc.status === 'CANCELED') cancelledNotice(pen, labels);
  billTo(pen, doc, labels);
  pen.y -= 22;
  lineTable(pen, doc, labels);
  if (doc.status === 'PENDING') paymentInstructions(pen, doc, labels);
  footers(pen, doc, labels);
  return pdf.save();
}
