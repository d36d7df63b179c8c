import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { pdfText, renderPaymentNote } from './payment-note-pdf';

describe('payment note PDF', () => {
  it('should write Greek names in Latin letters the standard PDF fonts can draw, keeping capitals', () => {
    expect(pdfText('Μαρία Παπαδοπούλου')).toBe('Maria Papadopoulou');
    expect(pdfText('ΚΛΙΝΙΚΗ Apollo')).toBe('KLINIKI Apollo');
    expect(pdfText('Zoë O’Brien – €120.00')).toBe('Zoë O’Brien – €120.00');
    expect(pdfText('病院')).toBe('??');
  });

  it('should render a one-page PDF titled with the shift reference', async () => {
    const bytes = await renderPaymentNote({
      refNumber: 1042,
      organisation: {
        name: 'Κλινική Απόλλων',
        legalName: 'Apollo Ltd',
        addressLines: ['Anexartisias 10', '3036 LIMASSOL, Cyprus'],
      },
      partnerName: 'Μαρία Γεωργίου',
      positionName: 'Nurse',
      startDate: '2031-03-13T05:00:00.000Z',
      endDate: '2031-03-13T13:00:00.000Z',
      totalCost: 12000,
      issuedAt: '2031-03-14T10:00:00.000Z',
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Payment note #1042');
  });
});
