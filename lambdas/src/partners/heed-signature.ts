import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a signed delivery to Heed's intake. */
export const HEED_HEADERS = {
  timestamp: 'x-careshift-timestamp',
  signature: 'x-careshift-signature',
  idempotencyKey: 'idempotency-key',
} as const;

/** A signature older (or newer) than this is refused by the receiver (replay window). */
export const HEED_SIGNATURE_TOLERANCE_SECONDS = 300;

/** `v1=` + hex HMAC-SHA256 over `{timestamp}.{raw body}` with the shared secret. */
export function signHeedDelivery(secret: string, timestamp: number, rawBody: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `v1=${mac}`;
}

/**
 * The receiver's check: the signature matches the raw body and timestamp (constant-time compare) and the
 * timestamp is within the tolerance of `nowSeconds`.
 */
export function verifyHeedSignature(input: {
  secret: string;
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
  nowSeconds: number;
}): boolean {
  const timestamp = Number(input.timestamp);
  if (!Number.isInteger(timestamp) || !input.signature) return false;
  if (Math.abs(input.nowSeconds - timestamp) > HEED_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signHeedDelivery(input.secret, timestamp, input.rawBody));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
