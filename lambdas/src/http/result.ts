import * as z from 'zod/mini';

import type { Operation } from '@careshift/contract';

import type { HttpResult } from './types';

/** What a route returns: the operation's output, or a file (payment note, invoice PDF). */
export interface FileResult {
  file: { body: Uint8Array; contentType: string; fileName: string };
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function isFile(value: unknown): value is FileResult {
  return typeof value === 'object' && value !== null && 'file' in value;
}

/** The reply: a file as an attachment, anything else shaped by the operation's output schema. */
export function toResult(operation: Operation, value: unknown): HttpResult {
  if (isFile(value)) {
    const { body, contentType, fileName } = value.file;
    return {
      statusCode: 200,
      isBase64Encoded: true,
      headers: {
        'content-type': contentType,
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
      body: Buffer.from(body).toString('base64'),
    };
  }
  // The output schema strips anything the contract does not promise (private fields never leak).
  const output = z.parse(operation.output, value === undefined ? null : value);
  return { statusCode: 200, headers: JSON_HEADERS, body: JSON.stringify(output) };
}
