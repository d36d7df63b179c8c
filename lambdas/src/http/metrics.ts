import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

import { ENV, readOptionalEnv } from '@careshift/contract';

/**
 * The business events the operator watches, one name each (CloudWatch metrics in the namespace of
 * POWERTOOLS_METRICS_NAMESPACE, which infra sets). `invoicePaid` is counted once invoices exist.
 */
export const BUSINESS_METRICS = {
  /** Shifts created (a multi-shift post counts each shift it created). */
  shiftPosted: 'ShiftPosted',
  /** A partner claimed a shift. */
  shiftClaimed: 'ShiftClaimed',
  /** An administrator assigned a partner to a shift (the claim made for them). */
  shiftAssigned: 'ShiftAssigned',
  /** A client or an administrator cancelled a shift. */
  shiftCancelled: 'ShiftCancelled',
  /** A claim was cancelled: the shift is open again, or abandoned after its claim deadline. */
  shiftClaimCancelled: 'ShiftClaimCancelled',
  shiftNoShow: 'ShiftNoShow',
  invoicePaid: 'InvoicePaid',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/** Every error reply, with the reply's `code` as its one dimension. */
export const ERROR_METRIC = 'ApiError';

/** What a use case counts its business events with, once the change is written. */
export interface BusinessMetrics {
  count(metric: BusinessMetric, value?: number): void;
}

/** One metrics buffer per container, published after each invocation (the area handler). */
export const metrics = new Metrics({
  namespace: readOptionalEnv(ENV.metricsNamespace) ?? 'CareShift',
  serviceName: 'careshift',
});

export function businessMetricsOn(target: Metrics): BusinessMetrics {
  return {
    count(metric, value = 1) {
      if (value > 0) target.addMetric(metric, MetricUnit.Count, value);
    },
  };
}

/** The use cases' business metrics, into the container's buffer. */
export const businessMetrics = businessMetricsOn(metrics);

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
