import { companyDetails } from '../pdf/company-details';
import { pdfRenderers } from '../pdf/load-renderers';

import type { InvoicePdf } from './invoice-deps';

/**
 * The PDF renderer of lambdas/src/pdf, loaded only when a PDF is asked for (download, send) through
 * `pdfRenderers()` (bundled on its own beside the area in AWS). The company's details come from its
 * configuration (COMPANY_* variables) when an invoice is issued; a PDF prints those frozen on the invoice.
 */
export const invoicePdf: InvoicePdf = {
  company: () => companyDetails(),
  async render(document) {
    const { renderInvoicePdf } = await pdfRenderers();
    return renderInvoicePdf(document);
  },
};
