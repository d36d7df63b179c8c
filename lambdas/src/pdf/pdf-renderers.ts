/**
 * The PDF renderers as one module of their own: in AWS it is bundled into `pdf-renderers.mjs`
 * beside an area's bundle (with pdf-lib and fontkit, about 1.2 MB), so the area's own bundle stays
 * small and loads fast, and only a PDF download pays for loading it. Load it with `pdfRenderers()`.
 */
export { renderInvoicePdf } from './invoice-pdf';
export { renderPaymentNote } from '../shifts/payment-note-pdf';
