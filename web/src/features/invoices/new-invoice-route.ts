import { registerNamespaces } from '../../i18n';

import { INVOICES_TEXTS } from './namespaces';

export { NewInvoicePage } from './new-invoice-page';

registerNamespaces(INVOICES_TEXTS);
