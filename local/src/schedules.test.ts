import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createScheduleRegistry, parseRate } from './schedules';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('parseRate', () => {
  it('should read EventBridge rate expressions in minutes, hours and days', () => {
    expect(parseRate('rate(1 minute)')).toBe(60_000);
    expect(parseRate('rate(15 minutes)')).toBe(900_000);
    expect(parseRate('rate(1 hour)')).toBe(3_600_000);
    expect(parseRate('rate(2 days)')).toBe(172_800_000);
  });

  it('should refuse what EventBridge refuses: cron here, zero, wrong plural', () => {
    expect(() => parseRate('cron(0 1 * * ? *)')).toThrow(/rate expression/);
    expect(() => parseRate('rate(0 minutes)')).toThrow(/rate expression/);
    expect(() => parseRate('rate(1 minutes)')).toThrow(/singular unit/);
    expect(() => parseRate('rate(5 minute)')).toThrow(/singular unit/);
  });
});

describe('createScheduleRegistry', () => {
  const lines: string[] = [];
  const errors: string[] = [];
  const registry = () =>
    createScheduleRegistry({ log: (line) => lines.push(line), logError: (line) => errors.push(line) });

  beforeEach(() => {
    vi.useFakeTimers();
    lines.length = 0;
    errors.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('should run a job every interval after start, not at start', async () => {
    const schedules = registry();
    const run = vi.fn(async () => {});
    schedules.register({ name: 'expire-invoices', rate: 'rate(5 minutes)', run });
    schedules.start();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(lines.filter((line) => line.includes('expire-invoices ran'))).toHaveLength(3);
    await schedules.stop();
  });

  it('should skip a tick while the previous run of the same job is still going', async () => {
    const schedules = registry();
    const gate = deferred();
    const run = vi.fn(() => gate.promise);
    schedules.register({ name: 'slow-sweep', rate: 1000, run });
    schedules.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(lines.filter((line) => line.includes('slow-sweep skipped'))).toHaveLength(2);
    gate.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await schedules.stop();
  });

  it('should log a failing run and keep the schedule going', async () => {
    const schedules = registry();
    const run = vi.fn().mockRejectedValueOnce(new Error('table unavailable')).mockResolvedValue(undefined);
    schedules.register({ name: 'flaky', rate: 1000, run });
    schedules.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([expect.stringContaining('flaky failed')]);
    expect(lines).toEqual([expect.stringContaining('flaky ran')]);
    await schedules.stop();
  });

  it('should stop the timers and wait for the run in progress', async () => {
    const schedules = registry();
    const gate = deferred();
    const run = vi.fn(() => gate.promise);
    schedules.register({ name: 'sweep', rate: 1000, run });
    schedules.start();
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = schedules.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should run a job on demand and report a concurrent call as skipped', async () => {
    const schedules = registry();
    const gate = deferred();
    schedules.register({ name: 'sweep', rate: 'rate(1 hour)', run: () => gate.promise });
    const first = schedules.runNow('sweep');
    await expect(schedules.runNow('sweep')).resolves.toBe('skipped');
    gate.resolve();
    await expect(first).resolves.toBe('succeeded');
    await expect(schedules.runNow('unknown')).rejects.toThrow(/No schedule named unknown/);
  });

  it('should refuse a job registered twice or without a valid rate', () => {
    const schedules = registry();
    schedules.register({ name: 'sweep', rate: 1000, run: async () => {} });
    expect(() => schedules.register({ name: 'sweep', rate: 1000, run: async () => {} })).toThrow(/twice/);
    expect(() => schedules.register({ name: 'bad', rate: 'rate(soon)', run: async () => {} })).toThrow();
    expect(() => schedules.register({ name: 'zero', rate: 0, run: async () => {} })).toThrow(/positive rate/);
    expect(schedules.names()).toEqual(['sweep']);
  });
});
