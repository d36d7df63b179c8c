import { ERROR_CODES } from '@careshift/contract/errors';

import { callOperation, isApiError } from '../../api/client';
import { saveFile } from '../../app/save-file';

/** The payment note's file name: the server's, else PAYMENT-NOTE-{ref}.pdf (spec section 7). */
export function paymentNoteFileName(refNumber: number, serverName: string | undefined): string {
  return serverName && /\.pdf$/i.test(serverName) ? serverName : `PAYMENT-NOTE-${refNumber}.pdf`;
}

/** The download was refused because nobody is signed in (spec section 8: an alert, no file). */
export function isNotSignedIn(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODES.notSignedIn;
}

/**
 * Downloads the payment note PDF of a shift through the typed client's download path (the
 * contract's request-paymentNote, the signed-in user's token as bearer; spec section 7 "HTTP
 * downloads") and saves it named with the shift's reference number.
 */
export async function downloadPaymentNote(shift: { id: string; refNumber: number }): Promise<string> {
  const file = await callOperation('request-paymentNote', { path: { shiftId: shift.id } });
  const fileName = paymentNoteFileName(shift.refNumber, file.fileName);
  saveFile(file.blob, fileName);
  return fileName;
}
