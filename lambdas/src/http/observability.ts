import type { Context } from 'aws-lambda';

import type { Role } from '@careshift/domain';

import { logger } from './logger';
import { countError, metrics, publishMetrics } from './metrics';
import type { HttpResult } from './types';

/**
 * Every log line of an invocation carries the Lambda request id (and function name, cold start),
 * API Gateway's request id, the operation and the caller's role — never a token, a phone number, an
 * e-mail or a name.
 */
export function beginInvocation(context: Context, operationId: string, apiRequestId: string): void {
  logger.addContext(context);
  logger.appendKeys({ operationId, apiRequestId });
}

export function identifyCaller(role: Role | undefined): void {
  logger.appendKeys({ role: role ?? 'anonymous' });
}

/** Counts an error reply by the `code` it carries. */
export function recordFailure(reply: HttpResult): void {
  try {
    const { code } = JSON.parse(String(reply.body ?? '{}')) as { code?: unknown };
    countError(metrics, typeof code === 'string' ? code : 'UNKNOWN');
  } catch {
    countError(metrics, 'UNKNOWN');
  }
}

/** Publishes the invocation's metrics and drops its log keys (containers are reused). */
export function endInvocation(): void {
  publishMetrics(metrics);
  logger.resetKeys();
}
