import { callOperation } from '../../api/client';
import { saveFile } from '../../app/save-file';

/** The invoice PDF's file name: INVOICE-{ref}.pdf (spec section 7), whatever the server calls it. */
export function invoiceFileName(invoiceRef: number): string {
  return `INVOICE-${invoiceRef}.pdf`;
}

/**
 * Downloads the invoice PDF through the typed client's file output (the contract's invoice-download,
 * the signed-in user's token as bearer) and saves it as INVOICE-{ref}.pdf.
 */
export async function downloadInvoice(invoice: { id: string; invoiceRef: number }): Promise<string> {
  const file = await callOperation('invoice-download', { path: { invoiceId: invoice.id } });
  const fileName = invoiceFileName(invoice.invoiceRef);
  saveFile(file.blob, fileName);
  return fileName;
}
