import { describe, expect, it } from 'vitest';

import { TIME_OPTIONS } from './time-options';

describe('time options', () => {
  it('should offer every 10-minute step of the day and nothing else', () => {
    expect(TIME_OPTIONS).toHaveLength(144);
    expect(TIME_OPTIONS[0]?.value).toBe('00:00');
    expect(TIME_OPTIONS[61]?.value).toBe('10:10');
    expect(TIME_OPTIONS.at(-1)?.value).toBe('23:50');
    expect(TIME_OPTIONS.every((option) => Number(option.value.slice(3)) % 10 === 0)).toBe(true);
  });
});
