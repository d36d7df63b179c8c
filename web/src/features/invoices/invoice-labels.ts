import type { InvoiceLineView } from '@careshift/contract/operations/invoices';

import { formatDate } from '../../app/shift-format';
import { positionLabel } from '../../components/position-name';

type LineKind = InvoiceLineView['kind'];

/** The i18next call the labels need (the invoices namespace's `lines.*` keys). */
export type LineTranslate = (
  key: `lines.${LineKind}` | `lines.${LineKind}_short`,
  params: { ref: number; details: string },
) => string;

/**
 * One invoice line in the reader's language (the stored `name` is English): what it bills — a shift's
 * commission or a penalty — for which shift (ref, position, Nicosia date). A line without its shift's
 * details falls back to the stored name.
 */
export function invoiceLineLabel(line: InvoiceLineView, t: LineTranslate, language = 'en'): string {
  if (line.shiftRef === undefined) return line.name;
  const details = shiftDetails(line, language);
  return t(details ? `lines.${line.kind}` : `lines.${line.kind}_short`, { ref: line.shiftRef, details });
}

/** A line's shift details: position (its Greek name on a Greek page, when it has one) and Nicosia date. */
function shiftDetails(line: InvoiceLineView, language: string): string {
  const position = line.positionName
    ? positionLabel({ name: line.positionName, nameEl: line.positionNameEl }, language)
    : undefined;
  return [position, line.startDate ? formatDate(line.startDate) : undefined]
    .filter((part): part is string => Boolean(part) && part !== '-')
    .join(', ');
}

/** The i18next call of the organisation's shift labels (`lines.shift*` keys). */
export type ShiftTranslate = (
  key: 'lines.shift' | 'lines.shift_short',
  params: { ref: number; details: string },
) => string;

/**
 * The shifts an invoice covers as an organisation reads them: every line as "Shift #ref (position, date)",
 * without what it bills (an organisation sees no commission and no amount).
 */
export function invoiceShiftLabels(
  lines: readonly InvoiceLineView[],
  t: ShiftTranslate,
  language = 'en',
): string[] {
  return lines.map((line) => {
    if (line.shiftRef === undefined) return '-';
    const details = shiftDetails(line, language);
    return t(details ? 'lines.shift' : 'lines.shift_short', { ref: line.shiftRef, details });
  });
}

/** The "shift name" column: the first line's label, and "+ n more" when the invoice has several. */
export function invoiceShiftName(
  lines: readonly InvoiceLineView[],
  t: LineTranslate,
  language = 'en',
): { label: string; more: number } {
  const [first] = lines;
  return { label: first ? invoiceLineLabel(first, t, language) : '-', more: Math.max(lines.length - 1, 0) };
}
