import { PDFDocument } from 'pdf-lib';

import { DEFAULT_LANGUAGE, formatEuros, formatNicosiaDateTime } from '@careshift/domain';
import type { Language } from '@careshift/domain/languages';

import { embedPdfFonts } from '../pdf/fonts';
import { noteHoursLines } from '../pdf/hours-text';
import type { StatedHours } from '../pdf/hours-text';
import { pdfLabels } from '../pdf/pdf-labels';
import { GREY, PdfPen } from '../pdf/pdf-pen';

/** What the payment note shows (spec section 7: the organisation pays the partner the total directly). */
export interface PaymentNote {
  refNumber: number;
  organisation: { name: string; legalName?: string; addressLines: string[]; phoneNumber?: string };
  partnerName: string;
  positionName: string;
  startDate: string;
  endDate: string;
  /** Issue 34: the planned and approved actual hours, when the cost follows an approved timesheet. */
  hours?: StatedHours & { actualStart: string; actualEnd: string };
  /** Cents. */
  totalCost: number;
  issuedAt: string;
  /** The reader's language for the labels (default English); names and addresses print as typed. */
  lang?: Language;
}

function section(pen: PdfPen, title: string, lines: string[]) {
  pen.y -= 8;
  pen.write(title, { bold: true, size: 9, color: GREY, gap: 2 });
  for (const text of lines) pen.write(text, { size: 11, gap: 2 });
}

/**
 * The payment note as a one-page A4 PDF, with the embedded PDF font (Greek printed as typed) and
 * labels in the reader's language.
 */
export async function renderPaymentNote(note: PaymentNote): Promise<Uint8Array> {
  const lang = note.lang ?? DEFAULT_LANGUAGE;
  const labels = pdfLabels(lang);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${labels.paymentNote} #${note.refNumber}`);
  pdf.setCreator('CareShift');
  pdf.setLanguage(lang === 'el' ? 'el-GR' : 'en-GB');
  pdf.setCreationDate(new Date(note.issuedAt));
  const pen = new PdfPen(pdf, await embedPdfFonts(pdf));
  pen.write(labels.paymentNote, { bold: true, size: 22, gap: 6 });
  pen.write(labels.shiftIssued(note.refNumber, formatNicosiaDateTime(note.issuedAt)), {
    size: 11,
    color: GREY,
    gap: 12,
  });
  const organisation = note.organisation;
  section(pen, labels.organisation, [
    organisation.legalName && organisation.legalName !== organisation.name
      ? `${organisation.name} (${organisation.legalName})`
      : organisation.name,
    ...organisation.addressLines,
    ...(organisation.phoneNumber ? [organisation.phoneNumber] : []),
  ]);
  section(pen, labels.partner, [note.partnerName]);
  section(pen, labels.shift, [
    note.positionName,
    `${formatNicosiaDateTime(note.startDate)} – ${formatNicosiaDateTime(note.endDate)} (Asia/Nicosia)`,
    ...(note.hours ? noteHoursLines(note.hours, lang) : []),
  ]);
  pen.y -= 16;
  pen.write(labels.totalToPayPartner, { bold: true, size: 12, gap: 8 });
  pen.write(formatEuros(note.totalCost, lang), { bold: true, size: 22, gap: 8 });
  pen.write(labels.paysDirectly, { size: 10, color: GREY });
  return pdf.save();
}
