import { randomBytes } from 'node:crypto';

import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';

/**
 * The origin header's value of one local stack: made afresh at every start (nothing to leak, nothing
 * to configure), handed to the handlers as ORIGIN_SECRET (AWS: the secret careshift/<stage>/origin)
 * and to the CloudFront twin and the dev server's proxy, which send it as CloudFront does.
 */
export function newOriginSecret(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The header a client that calls the local API gateway directly (test set-ups, the bench) must send:
 * in AWS only CloudFront reaches the API, so a caller that skips it proves it holds the secret.
 */
export function originHeaders(secret: string): Record<string, string> {
  return { [ORIGIN_HEADER]: secret };
}
