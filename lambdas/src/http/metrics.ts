import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

import { ENV, readOptionalEnv } from '@careshift/contract';
import type { OperationId } from '@careshift/contract';
import { isAdministrator } from '@careshift/domain';
import type { Role } from '@careshift/domain';

/**
 * The business events the operator watches, one name each (CloudWatch metrics in the namespace
 * of POWERTOOLS_METRICS_NAMESPACE, set by infra). `invoicePaid` is counted once invoices exist.
 */
export const BUSINESS_METRICS = {
  shiftPosted: 'ShiftPosted',
  shiftClaimed: 'ShiftClaimed',
  shiftAssigned: 'ShiftAssigned',
  shiftCancelled: 'ShiftCancelled',
  shiftClaimCancelled: 'ShiftClaimCancelled',
  shiftNoShow: 'ShiftNoShow',
  invoicePaid: 'InvoicePaid',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/** Every error reply, with the reply's `code` as its one dimension. */
export const ERROR_METRIC = 'ApiError';

/** One metrics buffer per container, published after each invocation (the area handler). */
export const metrics = new Metrics({
  namespace: readOptionalEnv(ENV.metricsNamespace) ?? 'CareShift',
  serviceName: 'careshift',
});

type EventOf = (output: unknown, role: Role | undefined) => [BusinessMetric, number] | undefined;

const createdCount = (output: unknown) => (output as { created?: unknown }).created;

/** Which successful operation is which business event, and how many it counts. */
const BUSINESS_EVENTS: Partial<Record<OperationId, EventOf>> = {
  'request-create': (output) => {
    const created = createdCount(output);
    return typeof created === 'number' && created > 0 ? [BUSINESS_METRICS.shiftPosted, created] : undefined;
  },
  'request-claim': (_output, role) => [
    isAdministrator({ role }) ? BUSINESS_METRICS.shiftAssigned : BUSINESS_METRICS.shiftClaimed,
    1,
  ],
  'request-cancel': () => [BUSINESS_METRICS.shiftCancelled, 1],
  'request-cancelClaim': () => [BUSINESS_METRICS.shiftClaimCancelled, 1],
  'request-noShow': () => [BUSINESS_METRICS.shiftNoShow, 1],
};

/** Counts the business event of an operation that succeeded, if it is one. */
export function countBusinessEvent(
  target: Metrics,
  operationId: string,
  output: unknown,
  role: Role | undefined,
): void {
  const event = BUSINESS_EVENTS[operationId as OperationId]?.(output, role);
  if (event) target.addMetric(event[0], MetricUnit.Count, event[1]);
}

/** Counts an error reply by its code (a low-cardinality dimension: the contract's codes). */
export function countError(target: Metrics, code: string): void {
  const single = target.singleMetric();
  single.addDimension('code', code);
  single.addMetric(ERROR_METRIC, MetricUnit.Count, 1);
}

/** Publishes what this invocation counted; nothing is written when it counted nothing. */
export function publishMetrics(target: Metrics): void {
  if (target.hasStoredMetrics()) target.publishStoredMetrics();
}
