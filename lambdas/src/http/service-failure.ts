/** Names AWS services give to throttling and their own faults: the request may succeed later. */
const UNAVAILABLE_NAMES = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'SlowDown',
  'TimeoutError',
]);
/** Node's network failures: the service could not be reached at all. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

interface MaybeServiceError {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/**
 * True when an error (or what caused it: ElectroDB wraps the SDK's errors) says a service behind the API
 * was down, unreachable or throttling: DynamoDB, S3, Cognito. The caller gets a 503 "try again later"
 * instead of a 500; nothing was written (every write is one request or one transaction).
 */
export function isServiceUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as MaybeServiceError;
    if (saysUnavailable(candidate)) return true;
    current = candidate.cause;
  }
  return false;
}

/** One error of the chain: a throttling or unavailable name, a network code, or a 5xx from AWS. */
function saysUnavailable(candidate: MaybeServiceError): boolean {
  if (typeof candidate.name === 'string' && UNAVAILABLE_NAMES.has(candidate.name)) return true;
  if (typeof candidate.code === 'string' && NETWORK_CODES.has(candidate.code)) return true;
  const status = candidate.$metadata?.httpStatusCode;
  return typeof status === 'number' && status >= 500;
}
