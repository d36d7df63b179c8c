import { createHash, timingSafeEqual } from 'node:crypto';

import * as z from 'zod/mini';

import { ENV, readOptionalEnv } from '@careshift/contract';
import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';
import type { OriginSecretValue } from '@careshift/contract/edge/origin';

import { logger } from './logger';
import type { HttpEvent } from './types';

/** How long a container trusts the secret it read: a rotation reaches warm containers within it. */
export const ORIGIN_SECRET_TTL_MS = 60_000;
/** After a failed read, the next attempt waits this long (a broken permission is not retried per request). */
export const ORIGIN_RETRY_MS = 5_000;

/** The secret's JSON in Secrets Manager (docs/operations.md, "The origin secret"). */
const storedValues = z.object({
  current: z.string().check(z.minLength(16)),
  previous: z.optional(z.string()),
});

/** Where the accepted values come from; throws when they cannot be read. */
export type OriginValuesSource = () => Promise<OriginSecretValue>;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The value matches one accepted value, compared in constant time; an empty value never matches. */
export function originValueAccepted(sent: string | undefined, accepted: OriginSecretValue): boolean {
  if (!sent) return false;
  const candidates = [accepted.current, accepted.previous].filter((value): value is string => !!value);
  let match = false;
  for (const value of candidates) match = timingSafeEqual(digest(sent), digest(value)) || match;
  return match;
}

/** The header as API Gateway passes it (lower-cased names; a direct test event may capitalise). */
export function originHeaderOf(headers: HttpEvent['headers'] | undefined): string | undefined {
  if (!headers) return undefined;
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === ORIGIN_HEADER) return value;
  return undefined;
}

/** Reads the secret named by ORIGIN_SECRET_ARN (AWS). */
function secretsManagerSource(secretId: string): OriginValuesSource {
  return async () => {
    const { readSecretString } = await import('../aws/secret-string');
    const parsed = storedValues.safeParse(JSON.parse((await readSecretString(secretId)) ?? '{}'));
    if (!parsed.success) throw new Error('The origin secret must be JSON {"current", "previous"}');
    return parsed.data;
  };
}

export interface OriginGate {
  /** True when the request carries a value CloudFront sends now (current) or sent before (previous). */
  admits(headers: HttpEvent['headers'] | undefined): Promise<boolean>;
}

/**
 * The gate over a source, read at most once per `ttlMs` (one read in flight at a time). A failed read
 * never opens it: it keeps the values it last read (a rotation's old pair, still closed to anyone
 * without them), or with none refuses every request until a read succeeds, retried after `retryMs`.
 */
export function createOriginGate(options: {
  load: OriginValuesSource;
  ttlMs?: number;
  retryMs?: number;
  now?: () => number;
}): OriginGate {
  const ttlMs = options.ttlMs ?? ORIGIN_SECRET_TTL_MS;
  const retryMs = options.retryMs ?? ORIGIN_RETRY_MS;
  const now = options.now ?? Date.now;
  let values: OriginSecretValue | undefined;
  let nextReadAt = 0;
  let reading: Promise<OriginSecretValue | undefined> | undefined;

  const read = async (): Promise<OriginSecretValue | undefined> => {
    try {
      values = await options.load();
      nextReadAt = now() + ttlMs;
    } catch (error) {
      logger.error('The origin secret could not be read: the API refuses callers it cannot check', {
        error: error as Error,
      });
      nextReadAt = now() + retryMs;
    }
    return values;
  };

  return {
    async admits(headers) {
      const sent = originHeaderOf(headers);
      if (now() >= nextReadAt) {
        reading ??= read().finally(() => (reading = undefined));
        await reading;
      }
      return values !== undefined && originValueAccepted(sent, values);
    },
  };
}

/**
 * The values from the environment: ORIGIN_SECRET itself locally (read on every request: nothing to
 * cache), the secret named by ORIGIN_SECRET_ARN in AWS (through a gate's cache). With neither set
 * there is nothing to compare with, and every request is refused.
 */
function environmentGate(): OriginGate {
  let secretGate: { secretId: string; gate: OriginGate } | undefined;
  return {
    async admits(headers) {
      const local = readOptionalEnv(ENV.originSecret);
      if (local) return originValueAccepted(originHeaderOf(headers), { current: local });
      const secretId = readOptionalEnv(ENV.originSecretArn);
      if (!secretId) {
        logger.error(
          `Neither ${ENV.originSecret} nor ${ENV.originSecretArn} is set: every request is refused`,
        );
        return false;
      }
      if (secretGate?.secretId !== secretId)
        secretGate = { secretId, gate: createOriginGate({ load: secretsManagerSource(secretId) }) };
      return secretGate.gate.admits(headers);
    },
  };
}

/** The container's gate (the one HTTP pipeline checks it before anything else). */
export const originGate: OriginGate = environmentGate();
