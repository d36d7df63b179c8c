import { routeKey } from '@careshift/contract';
import type { Operation } from '@careshift/contract';

/**
 * The edge's limits, the one place to change them (docs/decisions/security/edge-waf.md).
 * WAF rate-based rules count requests per client IP over a 5-minute window; a care home's staff
 * often share one public IP, so the limits leave room for a whole shift change behind one router.
 */
export const WAF_RATE_LIMITS = {
  /** Every /api/* call through CloudFront. */
  apiOverall: 3000,
  /** /api/public/*: the landing page's counts and positions, and public writes. */
  publicCalls: 300,
  /** Visits to /login, the page that asks Cognito to text a sign-in code. */
  signInPage: 100,
  /** Cognito: every call of the user pool's API (sign-in, refresh, profile). */
  userPoolOverall: 1000,
  /** Cognito: InitiateAuth and RespondToAuthChallenge (the SMS code and password steps). */
  userPoolSignIn: 100,
  /** Cognito: ForgotPassword and ConfirmForgotPassword (e-mails a code). */
  userPoolRecovery: 20,
} as const;

/** WAF's window for the rate-based rules (seconds). */
export const WAF_RATE_WINDOW_SECONDS = 300;

/** How long a solved silent Challenge counts (seconds): a nurse solves it once per half day. */
export const CHALLENGE_IMMUNITY_SECONDS = 12 * 3600;

export interface ThrottleSettings {
  /** Steady requests per second. */
  rateLimit: number;
  burstLimit: number;
}

/** API Gateway's default route throttling of the stage (whole API, per second). */
export const STAGE_THROTTLE: ThrottleSettings = { rateLimit: 100, burstLimit: 200 };

/** Public operations (no sign-in): the routes an anonymous script can reach. */
export const PUBLIC_ROUTE_THROTTLE: ThrottleSettings = { rateLimit: 10, burstLimit: 20 };

/**
 * The per-route throttles of the HTTP API, from the contract: every public operation gets
 * PUBLIC_ROUTE_THROTTLE (the routes an anonymous caller reaches next to sign-in); the others
 * share the stage's default.
 */
export function routeThrottles(
  operations: readonly Pick<Operation, 'method' | 'path' | 'access'>[],
): Record<string, ThrottleSettings> {
  return Object.fromEntries(
    operations
      .filter((operation) => operation.access === 'public')
      .map((operation) => [routeKey(operation), PUBLIC_ROUTE_THROTTLE]),
  );
}
