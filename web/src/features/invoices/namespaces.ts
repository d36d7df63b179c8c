import { invoices as elInvoices } from '../../i18n/locales/el/invoices';
import { invoices as enInvoices } from '../../i18n/locales/en/invoices';

/** The invoice pages' text bundles. */
export const INVOICES_TEXTS = { invoices: { en: enInvoices, el: elInvoices } };
