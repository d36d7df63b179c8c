import type { MiddlewareObj } from '@middy/core';

import { MAX_BODY_BYTES } from '@careshift/contract';

import { bodyTooLarge } from './http-errors';
import type { HttpEvent, HttpResult } from './types';

/** The body's size in bytes as sent (API Gateway base64-encodes binary and unknown content types). */
export function bodyBytes(event: Pick<HttpEvent, 'body' | 'isBase64Encoded'>): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').length : Buffer.byteLength(event.body);
}

/** Refuses a body over MAX_BODY_BYTES with a 413 before anything parses it. */
export function bodySizeLimit(max = MAX_BODY_BYTES): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    before: (request) => {
      if (bodyBytes(request.event) > max) throw bodyTooLarge();
    },
  };
}
