import { registerNamespaces } from '../../i18n';

import { INVOICES_TEXTS } from './namespaces';

export { InvoicesPage } from './invoices-page';
export { PartnerInvoicesTab } from './partner-invoices-tab';

registerNamespaces(INVOICES_TEXTS);
