import { describe, expect, it } from 'vitest';

import { isJobLeaseFree, jobLeaseExpiry, jobLeaseSeconds, LEASE_MARGIN_SECONDS } from './job-lease';

const NOW = new Date('2031-03-12T09:00:00.500Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

describe('the lease of a scheduled job', () => {
  it('should last the job timeout and a margin shorter than the first Lambda retry', () => {
    expect(jobLeaseSeconds(300)).toBe(300 + LEASE_MARGIN_SECONDS);
    expect(LEASE_MARGIN_SECONDS).toBeLessThan(60);
    expect(jobLeaseExpiry(NOW, 120)).toBe(nowSeconds + 120 + LEASE_MARGIN_SECONDS);
  });

  it('should refuse a timeout that is not a positive whole number of seconds', () => {
    for (const timeout of [0, -5, 1.5, Number.NaN])
      expect(() => jobLeaseSeconds(timeout)).toThrow(/positive whole number of seconds/);
  });

  it('should be free when there is none or once its expiry has come, and held before', () => {
    expect(isJobLeaseFree(undefined, NOW)).toBe(true);
    expect(isJobLeaseFree({ expiresAt: nowSeconds - 1 }, NOW)).toBe(true);
    expect(isJobLeaseFree({ expiresAt: nowSeconds }, NOW)).toBe(true);
    expect(isJobLeaseFree({ expiresAt: nowSeconds + 1 }, NOW)).toBe(false);
  });
});
