import type { CompanyDetails, InvoiceDocument } from '../invoice-document';

export const DEMO_COMPANY: CompanyDetails = {
  name: 'CareShift Κύπρου Λτδ',
  addressLines: ['Λεωφόρος Μακαρίου Γ΄ 10', '1065 Λευκωσία, Κύπρος'],
  email: 'billing@careshift.cy',
  phoneNumber: '+357 22 000 000',
  taxNumber: 'CY10123456X',
  registrationNumber: 'HE 123456',
  bankName: 'Τράπεζα Κύπρου',
  iban: 'CY17002001280000001200527600',
  bic: 'BCYPCY2N',
};

/** An invoice of `count` lines: shift commissions, then a late cancellation and a no-show. */
export function invoiceFixture(overrides: Partial<InvoiceDocument> = {}, count = 3): InvoiceDocument {
  const lines: InvoiceDocument['lines'] = Array.from({ length: count }, (_, index) => ({
    kind:
      index === count - 1 ? 'NO_SHOW' : index === count - 2 ? 'LATE_CLAIM_CANCELLATION' : 'SHIFT_COMMISSION',
    shiftRef: 1042 + index,
    positionName: 'Νοσηλευτής',
    clientName: 'Κλινική Απόλλων',
    startDate: '2026-05-13T04:00:00.000Z',
    name: `Commission for shift ${1042 + index}`,
    price: 123456 + index,
  }));
  return {
    lang: 'el',
    invoiceRef: 2051,
    status: 'PENDING',
    createdAt: '2026-05-31T21:30:00.000Z',
    dueDate: '2026-06-15',
    company: DEMO_COMPANY,
    partner: {
      name: 'Μαρία Παπαδοπούλου',
      addressLines: ['Οδός Αρχιεπισκόπου Κυπριανού 5', '3036 Λεμεσός'],
      email: 'maria@example.cy',
      taxNumber: '12345678L',
    },
    lines,
    total: lines.reduce((sum, line) => sum + line.price, 0),
    ...overrides,
  };
}
