import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { renderInvoicePdf } from './invoice-pdf';
import { DEMO_COMPANY, invoiceFixture } from './testing/invoice-fixture';
import { pdfPageTexts } from './testing/pdf-text';

describe('invoice PDF', () => {
  // pdf.js reads the no-break space of "1.234,56 €" (Intl's formatting) as a plain space.
  it('should print Greek names, addresses and labels exactly as typed, with the total and the ref', async () => {
    const [page, ...rest] = await pdfPageTexts(await renderInvoicePdf(invoiceFixture()));
    expect(rest).toEqual([]);
    for (const text of [
      'CareShift Κύπρου Λτδ',
      'Λεωφόρος Μακαρίου Γ΄ 10',
      'Τιμολόγιο',
      'Αρ. τιμολογίου:',
      'Προθεσμία πληρωμής:',
      '15/06/2026',
      'ΕΚΚΡΕΜΕΙ',
      'Μαρία Παπαδοπούλου',
      'Οδός Αρχιεπισκόπου Κυπριανού 5',
      'Προμήθεια για τη βάρδια 1042 — Νοσηλευτής, Κλινική Απόλλων, 13/05/2026 07:00',
      'Ποινή: ακύρωση ανάληψης εκτός προθεσμίας — βάρδια 1043',
      'Ποινή: μη προσέλευση — βάρδια 1044',
      '1.234,56 €',
      'Σύνολο',
      '3.703,71 €',
      'Αναφορά πληρωμής: INVOICE-2051',
      'IBAN: CY17 0020 0128 0000 0012 0052 7600',
    ])
      expect(page).toContain(text);
    expect(page).toContain('2051');
    expect(page).not.toMatch(/Σελίδα/);
  });

  it('should label an English invoice in English and show when it was paid, without payment instructions', async () => {
    const doc = invoiceFixture({ lang: 'en', status: 'PAID', paidAt: '2026-06-02T09:00:00.000Z' });
    const [page] = await pdfPageTexts(await renderInvoicePdf(doc));
    for (const text of [
      'Invoice',
      'Invoice no.:',
      'Bill to',
      'Μαρία Παπαδοπούλου',
      'Commission for shift 1042 — Νοσηλευτής, Κλινική Απόλλων, 13/05/2026 07:00',
      'Penalty: late claim cancellation — shift 1043',
      'Penalty: no-show — shift 1044',
      'PAID',
      'Paid on:',
      '02/06/2026',
      '€3,703.71',
    ])
      expect(page).toContain(text);
    expect(page).not.toContain('Payment instructions');
  });

  it('should continue 40 lines on a second page, numbering the pages, and stay small', async () => {
    const bytes = await renderInvoicePdf(invoiceFixture({ lang: 'en' }, 40));
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages[1]).toContain('Description');
    expect(pages[1]).toContain('Penalty: no-show — shift 1081');
    expect(pages[1]).toContain('Total');
    expect(pages.join('\n').match(/Commission for shift \d+/g)).toHaveLength(38);
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('should state the company VAT number, the net, the VAT at its rate and the gross, in Greek', async () => {
    const doc = invoiceFixture({
      company: { ...DEMO_COMPANY, vatNumber: 'CY10123456X' },
      vat: { net: 370_371, vat: 70_370, ratePercent: 19 },
      total: 440_741,
    });
    const [page] = await pdfPageTexts(await renderInvoicePdf(doc));
    for (const text of [
      'Αρ. ΦΠΑ: CY10123456X',
      'ΑΦΤ: CY10123456X',
      'Καθαρό ποσό',
      '3.703,71 €',
      'ΦΠΑ 19%',
      '703,70 €',
      'Σύνολο',
      '4.407,41 €',
    ])
      expect(page).toContain(text);
  });

  it('should state the VAT at its rate in English, a rate with decimals written as English writes it', async () => {
    const doc = invoiceFixture({
      lang: 'en',
      company: { ...DEMO_COMPANY, vatNumber: 'CY10123456X' },
      vat: { net: 10_000, vat: 250, ratePercent: 2.5 },
      total: 10_250,
    });
    const [page] = await pdfPageTexts(await renderInvoicePdf(doc));
    for (const text of [
      'VAT no.: CY10123456X',
      'Net amount',
      '€100.00',
      'VAT 2.5%',
      '€2.50',
      'Total',
      '€102.50',
    ])
      expect(page).toContain(text);
  });

  it("should print an exemption's wording in the invoice's language instead of a VAT amount", async () => {
    const greek = invoiceFixture({
      vat: { net: 370_371, vat: 0, exemption: 'Απαλλάσσεται από ΦΠΑ (άρθρο 18)' },
    });
    const [el] = await pdfPageTexts(await renderInvoicePdf(greek));
    expect(el).toContain('ΦΠΑ');
    expect(el).toContain('απαλλαγή');
    expect(el).toContain('Απαλλάσσεται από ΦΠΑ (άρθρο 18)');
    expect(el).not.toMatch(/ΦΠΑ \d/);
    const english = invoiceFixture({
      lang: 'en',
      vat: { net: 370_371, vat: 0, exemption: 'Exempt from VAT (article 18)' },
    });
    const [en] = await pdfPageTexts(await renderInvoicePdf(english));
    expect(en).toContain('Exempt from VAT (article 18)');
    expect(en).toContain('exempt');
    expect(en).not.toMatch(/VAT \d/);
  });

  it('should print no VAT lines for an invoice issued before VAT was stated, only its total', async () => {
    const [page] = await pdfPageTexts(await renderInvoicePdf(invoiceFixture({ lang: 'en' })));
    expect(page).not.toContain('Net amount');
    expect(page).not.toMatch(/VAT/);
  });

  it('should keep the number of a cancelled invoice and say it is void, in both languages', async () => {
    const [en] = await pdfPageTexts(
      await renderInvoicePdf(invoiceFixture({ lang: 'en', status: 'CANCELED' })),
    );
    expect(en).toContain('Invoice no.:');
    expect(en).toContain('2051');
    expect(en).toContain('CANCELED');
    expect(en).toContain('CANCELLED: this invoice is void.');
    expect(en).not.toContain('Payment instructions');
    const [el] = await pdfPageTexts(await renderInvoicePdf(invoiceFixture({ status: 'CANCELED' })));
    expect(el).toContain('ΑΚΥΡΩΜΕΝΟ: το τιμολόγιο αυτό είναι άκυρο.');
  });

  it('should set the title, language and A4 size', async () => {
    const pdf = await PDFDocument.load(await renderInvoicePdf(invoiceFixture()));
    expect(pdf.getTitle()).toBe('Τιμολόγιο INVOICE-2051');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });
});
