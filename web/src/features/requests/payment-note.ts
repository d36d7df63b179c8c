import { GENERIC_ERROR_MESSAGE, paymentNoteDownload } from '@careshift/contract';

import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from '../../api/api-error';
import { buildRequest } from '../../api/build-request';

/** Thrown when there is no signed-in user to send as bearer (spec: an alert, no download). */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` or `filename="…"`). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim();
  return plain || undefined;
}

/** The payment note's file name: the server's, else PAYMENT-NOTE-{ref}.pdf (spec section 7). */
export function paymentNoteFileName(refNumber: number, disposition: string | null): string {
  const name = fileNameFromDisposition(disposition);
  return name && /\.pdf$/i.test(name) ? name : `PAYMENT-NOTE-${refNumber}.pdf`;
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the payment note PDF of a shift with the signed-in user's token as bearer (spec section 7
 * "HTTP downloads"). The route and path come from the contract's request-paymentNote; the typed
 * client parses JSON replies only, so the file is read here. Could move to web/src/api as a
 * `downloadOperation` for the invoice PDF too.
 */
export async function downloadPaymentNote(shift: { id: string; refNumber: number }): Promise<string> {
  const { getIdToken } = await import('../../app/auth');
  const token = await getIdToken();
  if (!token) throw new NotSignedInError();
  const built = buildRequest(paymentNoteDownload, { path: { requestId: shift.id } }, token);
  let response: Response;
  try {
    response = await fetch(built.url, {
      method: built.method,
      headers: { ...built.headers, Accept: 'application/pdf' },
    });
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE, CLIENT_ERROR_CODES.network);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const fileName = paymentNoteFileName(shift.refNumber, response.headers.get('content-disposition'));
  saveFile(await response.blob(), fileName);
  return fileName;
}
