import * as z from 'zod/mini';

import { GENERIC_ERROR_MESSAGE } from '@careshift/contract/errors';
import type { Operation, OperationOutput } from '@careshift/contract/operation';

import { ApiError, CLIENT_ERROR_CODES } from './api-error';

/** A file an operation replies with (the contract's `pdfFileOutput`): its bytes and the server's name. */
export interface DownloadedFile {
  blob: Blob;
  /** The name Content-Disposition gives, when it gives one. */
  fileName: string | undefined;
}

/** What the typed client returns for an operation: its output, or a DownloadedFile for a file output. */
export type ReplyOf<Op extends Operation> =
  OperationOutput<Op> extends Blob ? DownloadedFile : OperationOutput<Op>;

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

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type');
  return !type || /\bjson\b/i.test(type);
}

/** The reply's JSON; an empty body (204) is null. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, GENERIC_ERROR_MESSAGE, CLIENT_ERROR_CODES.invalidReply);
  }
}

/**
 * A successful reply as the contract promises it: JSON parsed by the operation's output schema, or,
 * when the reply is not JSON, a file, which only an operation whose output is a file accepts.
 */
export async function readReply(operation: Operation, response: Response): Promise<unknown> {
  const invalid = () => new ApiError(response.status, GENERIC_ERROR_MESSAGE, CLIENT_ERROR_CODES.invalidReply);
  if (!isJson(response)) {
    const blob = await response.blob();
    if (!z.safeParse(operation.output, blob).success) throw invalid();
    const file: DownloadedFile = {
      blob,
      fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
    };
    return file;
  }
  const output = z.safeParse(operation.output, await readJson(response));
  if (!output.success) throw invalid();
  return output.data;
}
