import type { InvoiceLineKind, InvoiceStatus } from '@careshift/domain/invoices/invoice-rules';
import type { Language } from '@careshift/domain/languages';

/**
 * Everything the invoice PDF shows (issue 12 item 3). The invoices area builds it from the stored
 * invoice, the partner and the company's details; `lang` is the partner's language (labels in Greek
 * or English); names and addresses are printed as typed, Greek included.
 */
export interface InvoiceDocument {
  lang: Language;
  invoiceRef: number;
  status: InvoiceStatus;
  /** ISO instants. */
  createdAt: string;
  paidAt?: string;
  /** Nicosia calendar day, YYYY-MM-DD. */
  dueDate: string;
  company: CompanyDetails;
  partner: {
    name: string;
    addressLines: string[];
    email?: string;
    phoneNumber?: string;
    taxNumber?: string;
    registrationNumber?: string;
  };
  lines: {
    kind: InvoiceLineKind;
    shiftRef?: number;
    positionName?: string;
    /** ISO instant of the shift's start. */
    startDate?: string;
    clientName?: string;
    /** Issue 34: the planned and approved actual hours, when the line's cost follows them. */
    hours?: { plannedMinutes: number; actualMinutes: number; breakMinutes: number };
    /** The stored English product name, for a line without shift details. */
    name: string;
    /** Cents. */
    price: number;
  }[];
  /** Cents, EUR: what the partner pays (the gross). */
  total: number;
  /**
   * The VAT the invoice states (issue 29 item 5): net and VAT in cents, and the rate or the exemption's
   * wording in the document's language. Absent on an invoice issued before VAT was stated: only the total.
   */
  vat?: { net: number; vat: number; ratePercent?: number; exemption?: string };
}

/** The company's own details, printed on invoices (configuration: COMPANY_* environment variables). */
export interface CompanyDetails {
  name: string;
  addressLines: string[];
  email: string;
  phoneNumber?: string;
  /** Tax identification code (TIC). */
  taxNumber?: string;
  /** VAT registration number. */
  vatNumber?: string;
  registrationNumber?: string;
  bankName?: string;
  iban?: string;
  bic?: string;
}
