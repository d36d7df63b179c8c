import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { countBusinessEvent, countError, publishMetrics } from './metrics';

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

  it('should count a partner claim as ShiftClaimed and an administrator assignment as ShiftAssigned', () => {
    const [claimed] = emitted(target, () => countBusinessEvent(target, 'request-claim', {}, 'EMPLOYEE'));
    expect(claimed).toMatchObject({ ShiftClaimed: 1 });
    const [assigned] = emitted(target, () => countBusinessEvent(target, 'request-claim', {}, 'SYSTEM_USER'));
    expect(assigned).toMatchObject({ ShiftAssigned: 1 });
  });

  it('should count every shift a multi-shift post created', () => {
    const [posted] = emitted(target, () =>
      countBusinessEvent(target, 'request-create', { created: 30, failed: 2 }, 'CLIENT'),
    );
    expect(posted).toMatchObject({ ShiftPosted: 30 });
  });

  it('should write nothing for an operation that is no business event', () => {
    expect(emitted(target, () => countBusinessEvent(target, 'positions-all', [], 'CLIENT'))).toEqual([]);
  });

  it('should count an error by its code as a dimension', () => {
    const [error] = emitted(target, () => countError(target, 'SHIFT_ALREADY_CLAIMED'));
    expect(error).toMatchObject({ ApiError: 1, code: 'SHIFT_ALREADY_CLAIMED' });
  });
});
