/**
 * Only CloudFront may call the API (issue 30): CloudFront adds this header to every request it sends
 * to the API origin, with a value from the Secrets Manager secret `careshift/<stage>/origin`, and the
 * one HTTP pipeline refuses any request without a value it knows (lambdas/src/http/origin-gate.ts).
 * Locally the CloudFront twin (the production server) and the dev server's proxy add it the same way.
 */
export const ORIGIN_HEADER = 'x-careshift-origin';

/** The secret's JSON: the value CloudFront sends now, and the one it sent before the last rotation. */
export interface OriginSecretValue {
  current: string;
  /** Accepted until the rotation ends (then ""), so a rotation needs no downtime. */
  previous?: string;
}

/** The JSON key of the secret the distribution's origin header resolves. */
export const ORIGIN_SECRET_CURRENT_KEY = 'current' satisfies keyof OriginSecretValue;

/** The secret's name: the stage's own, found by operators without reading a stack. */
export function originSecretName(stage: string): string {
  return `careshift/${stage}/origin`;
}
