import { describe, expect, it } from 'vitest';

import { boostOf } from './boost-values';

describe('boostOf', () => {
  it('should read a whole percentage within the limits', () => {
    expect(boostOf('PERCENT', '10')).toEqual({ kind: 'PERCENT', value: 10 });
    expect(boostOf('PERCENT', '10.5')).toBeNull();
    expect(boostOf('PERCENT', '0')).toBeNull();
    expect(boostOf('PERCENT', '51')).toBeNull();
  });

  it('should read euros per hour with a point or a comma as cents', () => {
    expect(boostOf('AMOUNT', '1.50')).toEqual({ kind: 'AMOUNT', value: 150 });
    expect(boostOf('AMOUNT', '2,05')).toEqual({ kind: 'AMOUNT', value: 205 });
    expect(boostOf('AMOUNT', '20.01')).toBeNull();
    expect(boostOf('AMOUNT', 'abc')).toBeNull();
    expect(boostOf('AMOUNT', '')).toBeNull();
  });
});
