import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { pdfPageTexts } from '../pdf/testing/pdf-text';

import { renderPaymentNote } from './payment-note-pdf';
import type { PaymentNote } from './payment-note-pdf';

const NOTE: PaymentNote = {
  refNumber: 1042,
  organisation: {
    name: 'Κλινική Απόλλων',
    legalName: 'Apollo Ltd',
    addressLines: ['Ανεξαρτησίας 10', '3036 Λεμεσός, Cyprus'],
  },
  partnerName: 'Μαρία Γεωργίου',
  positionName: 'Νοσηλευτής',
  startDate: '2031-03-13T05:00:00.000Z',
  endDate: '2031-03-13T13:00:00.000Z',
  totalCost: 123456,
  issuedAt: '2031-03-14T10:00:00.000Z',
};

describe('payment note PDF', () => {
  it('should render a one-page PDF titled with the shift reference', async () => {
    const pdf = await PDFDocument.load(await renderPaymentNote(NOTE));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Payment note #1042');
  });

  it('should print Greek names and addresses as typed, with English labels by default', async () => {
    const [page] = await pdfPageTexts(await renderPaymentNote(NOTE));
    for (const text of [
      'Payment note',
      'Shift #1042 · issued 14/03/2031 12:00',
      'Organisation',
      'Κλινική Απόλλων (Apollo Ltd)',
      'Ανεξαρτησίας 10',
      '3036 Λεμεσός, Cyprus',
      'Partner',
      'Μαρία Γεωργίου',
      'Νοσηλευτής',
      '13/03/2031 07:00 – 13/03/2031 15:00 (Asia/Nicosia)',
      'Total to pay the partner\n€1,234.56',
    ])
      expect(page).toContain(text);
  });

  it("should label the note in the reader's language and format the total the Greek way", async () => {
    const bytes = await renderPaymentNote({ ...NOTE, lang: 'el' });
    const [page] = await pdfPageTexts(bytes);
    for (const text of [
      'Σημείωμα πληρωμής',
      'Βάρδια #1042 · έκδοση 14/03/2031 12:00',
      'Οργανισμός',
      'Συνεργάτης/Συνεργάτιδα',
      'Μαρία Γεωργίου',
      // pdf.js reads the no-break space of "1.234,56 €" as a plain space.
      'Σύνολο προς καταβολή στον συνεργάτη ή στη συνεργάτιδα\n1.234,56 €',
    ])
      expect(page).toContain(text);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Σημείωμα πληρωμής #1042');
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('should print planned and approved actual hours, with the unpaid break, in English and Greek', async () => {
    const hours = {
      actualStart: '2031-03-13T04:40:00.000Z',
      actualEnd: '2031-03-13T14:10:00.000Z',
      plannedMinutes: 480,
      actualMinutes: 540,
      breakMinutes: 30,
    };
    const en = (await pdfPageTexts(await renderPaymentNote({ ...NOTE, hours }))).join('\n');
    expect(en).toContain('Planned: 8 h 00 min');
    expect(en.replace(/\s+/g, ' ')).toContain(
      'Actual (approved timesheet): 13/03/2031 06:40 – 13/03/2031 16:10, 9 h 00 min worked, unpaid break 30 min',
    );
    const el = (await pdfPageTexts(await renderPaymentNote({ ...NOTE, hours, lang: 'el' }))).join('\n');
    expect(el).toContain('Προγραμματισμένες: 8 ώρ. 00 λεπ.');
    expect(el.replace(/\s+/g, ' ')).toContain(
      'Πραγματικές (εγκεκριμένο φύλλο ωρών): 13/03/2031 06:40 – 13/03/2031 16:10, 9 ώρ. 00 λεπ. εργασίας, απλήρωτο διάλειμμα 30 λεπ.',
    );
  });

  it('should print no hours for a note without an approved timesheet', async () => {
    const [page] = await pdfPageTexts(await renderPaymentNote(NOTE));
    expect(page).not.toContain('Planned');
    expect(page).not.toContain('Actual');
  });
});
