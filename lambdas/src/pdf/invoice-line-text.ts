import { formatNicosiaDateTime } from '@careshift/domain';
import type { Language } from '@careshift/domain/languages';

import { lineHoursText } from './hours-text';
import type { InvoiceDocument } from './invoice-document';
import { lineKindLabel, pdfLabels } from './pdf-labels';

type InvoiceDocumentLine = InvoiceDocument['lines'][number];

/**
 * What an invoice line says in the document's language: its kind, the shift's reference, position,
 * organisation and start (Asia/Nicosia), e.g. "Commission for shift 1042 — Nurse, Care Home X,
 * 13/05/2026 07:00" or "Ποινή: μη προσέλευση — βάρδια 1042, …". A line without shift details
 * prints its stored name.
 */
export function invoiceLineText(line: InvoiceDocumentLine, lang: Language): string {
  if (line.shiftRef === undefined) return line.name;
  const details = [
    line.positionName,
    line.clientName,
    // A no-break space keeps the date and the time on one line.
    line.startDate ? formatNicosiaDateTime(line.startDate).replace(' ', '\u00a0') : undefined,
    line.hours ? lineHoursText(line.hours, lang) : undefined,
  ].filter((part): part is string => Boolean(part));
  const label = lineKindLabel(line.kind, lang);
  if (line.kind === 'SHIFT_COMMISSION')
    return [`${label} ${line.shiftRef}`, details.join(', ')].filter(Boolean).join(' — ');
  return `${label} — ${[`${pdfLabels(lang).shiftWord} ${line.shiftRef}`, ...details].join(', ')}`;
}
