import type { InvoiceStatus } from './invoice-rules';

/**
 * What an invoice status reads as, in the web (the `invoices` namespace's `statuses`) and wherever
 * else an invoice's status is written out in words: one wording, as shift statuses have one.
 */
export const INVOICE_STATUS_LABELS = {
  en: {
    PAID: 'Paid',
    PENDING: 'Pending',
    PENDING_REFUND: 'Pending refund',
    REFUNDED: 'Refunded',
    CANCELED: 'Canceled',
  },
  el: {
    PAID: 'Εξοφλήθηκε',
    PENDING: 'Σε εκκρεμότητα',
    PENDING_REFUND: 'Σε αναμονή επιστροφής',
    REFUNDED: 'Επιστράφηκε',
    CANCELED: 'Ακυρώθηκε',
  },
} as const satisfies Record<'en' | 'el', Record<InvoiceStatus, string>>;
