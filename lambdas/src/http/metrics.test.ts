import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BUSINESS_METRICS, businessMetricsOn, countError, publishMetrics } from './metrics';

/** What one invocation writes to standard output, as CloudWatch's embedded metric format. */
function emitted(target: Metrics, run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    run();
    publishMetrics(target);
  } finally {
    spy.mockRestore();
  }
  return lines
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('business and error metrics', () => {
  let target: Metrics;
  beforeEach(() => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    target = new Metrics({ namespace: 'CareShiftTest', serviceName: 'careshift' });
  });
  afterEach(() => vi.unstubAllEnvs());

  it('should count a business event in the namespace, once per call unless told how many', () => {
    const business = businessMetricsOn(target);
    const [line] = emitted(target, () => {
      business.count(BUSINESS_METRICS.shiftClaimed);
      business.count(BUSINESS_METRICS.shiftPosted, 30);
    });
    expect(line).toMatchObject({ ShiftClaimed: 1, ShiftPosted: 30 });
    expect(JSON.stringify(line)).toContain('CareShiftTest');
  });

  it('should write nothing when nothing happened (a post that created no shift)', () => {
    expect(emitted(target, () => businessMetricsOn(target).count(BUSINESS_METRICS.shiftPosted, 0))).toEqual(
      [],
    );
  });

  it('should count an error by its code as its only dimension besides the service', () => {
    const [error] = emitted(target, () => countError(target, 'SHIFT_ALREADY_CLAIMED'));
    expect(error).toMatchObject({ ApiError: 1, code: 'SHIFT_ALREADY_CLAIMED' });
    const { Dimensions } = (error?._aws as { CloudWatchMetrics: { Dimensions: string[][] }[] })
      .CloudWatchMetrics[0]!;
    expect(Dimensions.flat().sort()).toEqual(['code', 'service']);
  });
});
