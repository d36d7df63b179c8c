import { describe, expect, it } from 'vitest';

import { instantOfDraft, isCompleteDay } from './wall-clock-draft';

describe('wall-clock draft of a date field', () => {
  it('should give no value while the day is typed halfway', () => {
    for (const date of ['2', '20', '2026', '2026-1', '2026-12', '2026-12-1']) {
      expect(instantOfDraft({ date, time: '10:00' })).toBe('');
    }
  });

  it('should give no value for a day that does not exist or without a time', () => {
    expect(isCompleteDay('2026-02-30')).toBe(false);
    expect(instantOfDraft({ date: '2026-12-10', time: '' })).toBe('');
  });

  it('should give the Nicosia instant of a whole typed day and time', () => {
    expect(instantOfDraft({ date: '2026-12-10', time: '10:00' })).toBe('2026-12-10T08:00:00.000Z');
  });
});
