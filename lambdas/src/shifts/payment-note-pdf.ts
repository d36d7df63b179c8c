import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';

import { formatEuros, formatNicosiaDateTime } from '@careshift/domain';
import { decomposeLower } from '@careshift/domain/text/fold';
import { transliterateGreek } from '@careshift/domain/text/greek-to-latin';

/** What the payment note shows (spec section 7: the organisation pays the partner the total directly). */
export interface PaymentNote {
  refNumber: number;
  organisation: { name: string; legalName?: string; addressLines: string[]; phoneNumber?: string };
  partnerName: string;
  positionName: string;
  startDate: string;
  endDate: string;
  /** Cents. */
  totalCost: number;
  issuedAt: string;
}

const GREEK_RUN = /[\u0370-\u03ff\u1f00-\u1fff]+/g;
/** What the standard PDF fonts (WinAnsi) can draw: printable ASCII, Latin-1 and the euro sign. */
const NOT_WIN_ANSI = /[^\x20-\x7e\xa0-\xff€–—‘’“”•]/g;

/**
 * Text the standard fonts can draw: Greek words in Latin letters (ELOT 743, the domain's
 * transliteration, keeping capitals), anything else unknown as "?". See docs/decisions.md, "Shift lifecycle API".
 */
export function pdfText(text: string): string {
  return text
    .replace(GREEK_RUN, (run) => {
      const latin = transliterateGreek(decomposeLower(run))
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '');
      if (run === run.toUpperCase() && run.length > 1) return latin.toUpperCase();
      return run[0] === run[0]?.toUpperCase() ? latin.charAt(0).toUpperCase() + latin.slice(1) : latin;
    })
    .replace(NOT_WIN_ANSI, '?');
}

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

const MARGIN = 56;
const GREY = rgb(0.35, 0.35, 0.35);

function line(
  pen: Pen,
  text: string,
  options: { bold?: boolean; size?: number; gap?: number; color?: ReturnType<typeof rgb> } = {},
) {
  const size = options.size ?? 11;
  pen.page.drawText(pdfText(text), {
    x: MARGIN,
    y: pen.y,
    size,
    font: options.bold ? pen.bold : pen.regular,
    color: options.color ?? rgb(0, 0, 0),
  });
  pen.y -= size + (options.gap ?? 6);
}

function section(pen: Pen, title: string, lines: string[]) {
  pen.y -= 8;
  line(pen, title.toUpperCase(), { bold: true, size: 9, color: GREY, gap: 4 });
  for (const text of lines) line(pen, text);
}

/** The payment note as a one-page A4 PDF. */
export async function renderPaymentNote(note: PaymentNote): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Payment note #${note.refNumber}`);
  pdf.setCreator('CareShift');
  pdf.setCreationDate(new Date(note.issuedAt));
  const page = pdf.addPage([595.28, 841.89]);
  const pen: Pen = {
    page,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: 841.89 - MARGIN,
  };
  line(pen, 'Payment note', { bold: true, size: 22, gap: 8 });
  line(pen, `Shift #${note.refNumber} · issued ${formatNicosiaDateTime(note.issuedAt)}`, {
    color: GREY,
    gap: 14,
  });
  const organisation = note.organisation;
  section(pen, 'Organisation', [
    organisation.legalName && organisation.legalName !== organisation.name
      ? `${organisation.name} (${organisation.legalName})`
      : organisation.name,
    ...organisation.addressLines,
    ...(organisation.phoneNumber ? [organisation.phoneNumber] : []),
  ]);
  section(pen, 'Partner', [note.partnerName]);
  section(pen, 'Shift', [
    note.positionName,
    `${formatNicosiaDateTime(note.startDate)} – ${formatNicosiaDateTime(note.endDate)} (Asia/Nicosia)`,
  ]);
  pen.y -= 12;
  line(pen, `Total to pay the partner: ${formatEuros(note.totalCost, 'en')}`, {
    bold: true,
    size: 16,
    gap: 10,
  });
  line(pen, 'The organisation pays this amount directly to the partner who worked the shift.', {
    size: 10,
    color: GREY,
  });
  return pdf.save();
}
