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
});
