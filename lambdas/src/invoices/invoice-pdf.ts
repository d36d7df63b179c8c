import type { InvoicePdf } from './invoice-deps';

/**
 * The PDF renderer of lambdas/src/pdf, loaded only when a PDF is asked for (download, send): the area's
 * other routes start without the font and pdf library. The company's details come from its configuration.
 */
export const invoicePdf: InvoicePdf = {
  async render(document) {
    const [{ renderInvoicePdf }, { companyDetails }] = await Promise.all([
      import('../pdf/invoice-pdf'),
      import('../pdf/company-details'),
    ]);
    return renderInvoicePdf({ ...document, company: companyDetails() });
  },
};
