import { describe, expect, it } from 'vitest';

import { durationText, lineHoursText, noteHoursLines } from './hours-text';
import { invoiceLineText } from './invoice-line-text';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceFixture } from './testing/invoice-fixture';
import { pdfPageTexts } from './testing/pdf-text';

const HOURS = { plannedMinutes: 480, actualMinutes: 545, breakMinutes: 30 };

describe('hours on the invoice and the payment note (issue 34)', () => {
  it('should write minutes as hours and two-digit minutes in each language', () => {
    expect(durationText(545, 'en')).toBe('9 h 05 min');
    expect(durationText(45, 'el')).toBe('0 ώρ. 45 λεπ.');
  });

  it('should state a line’s planned and actual hours, the break only when there was one', () => {
    expect(lineHoursText(HOURS, 'en')).toBe('planned 8 h 00 min, actual 9 h 05 min (unpaid break 30 min)');
    expect(lineHoursText({ ...HOURS, breakMinutes: 0 }, 'el')).toBe(
      'προγραμματισμένες 8 ώρ. 00 λεπ., πραγματικές 9 ώρ. 05 λεπ.',
    );
  });

  it('should add the hours to a commission line, and leave a line without them as before', () => {
    const [line] = invoiceFixture({ lang: 'en' }).lines;
    if (!line) throw new Error('set-up: no line');
    expect(invoiceLineText(line, 'en')).toBe(
      'Commission for shift 1042 — Νοσηλευτής, Κλινική Απόλλων, 13/05/2026\u00a007:00',
    );
    expect(invoiceLineText({ ...line, hours: HOURS }, 'en')).toBe(
      'Commission for shift 1042 — Νοσηλευτής, Κλινική Απόλλων, 13/05/2026\u00a007:00, planned 8 h 00 min, actual 9 h 05 min (unpaid break 30 min)',
    );
  });

  it('should print the hours of a line in the invoice PDF, in Greek', async () => {
    const doc = invoiceFixture();
    const [first, ...others] = doc.lines;
    if (!first) throw new Error('set-up: no line');
    const [page] = await pdfPageTexts(
      await renderInvoicePdf({ ...doc, lines: [{ ...first, hours: HOURS }, ...others] }),
    );
    expect(page?.replace(/\s+/g, ' ')).toContain(
      'προγραμματισμένες 8 ώρ. 00 λεπ., πραγματικές 9 ώρ. 05 λεπ. (απλήρωτο διάλειμμα 30 λεπ.)',
    );
  });

  it('should list the note’s planned hours, then the approved interval in Nicosia time', () => {
    const lines = noteHoursLines(
      { ...HOURS, actualStart: '2026-03-29T00:30:00.000Z', actualEnd: '2026-03-29T10:05:00.000Z' },
      'en',
    );
    expect(lines).toEqual([
      'Planned: 8 h 00 min',
      'Actual (approved timesheet): 29/03/2026 02:30 – 29/03/2026 13:05, 9 h 05 min worked, unpaid break 30 min',
    ]);
  });
});
