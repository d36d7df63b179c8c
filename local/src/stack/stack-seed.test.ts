import { describe, expect, it } from 'vitest';

import { demoSeedFromEnv, MAX_DEMO_SCALE } from './stack-seed';

describe('demoSeedFromEnv', () => {
  it('should seed the default demo when CARESHIFT_DEMO_SCALE is not set', () => {
    expect(demoSeedFromEnv({})).toEqual({ seed: true });
    expect(demoSeedFromEnv({ CARESHIFT_DEMO_SCALE: ' ' })).toEqual({ seed: true });
  });

  it('should seed a demo of the size asked, or no demo data for 0', () => {
    expect(demoSeedFromEnv({ CARESHIFT_DEMO_SCALE: '5000' })).toEqual({ seed: true, demoScale: 5000 });
    expect(demoSeedFromEnv({ CARESHIFT_DEMO_SCALE: '0' })).toEqual({ seed: 'minimal' });
  });

  it('should refuse what is not a whole number of shifts in range, naming the variable', () => {
    for (const raw of ['many', '-1', '2.5', String(MAX_DEMO_SCALE + 1)]) {
      expect(() => demoSeedFromEnv({ CARESHIFT_DEMO_SCALE: raw })).toThrow(
        `CARESHIFT_DEMO_SCALE=${raw} is not a number of demo shifts`,
      );
    }
  });
});
