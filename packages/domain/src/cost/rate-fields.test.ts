import { describe, expect, it } from 'vitest';

import { RATE_FIELDS, rateKindOf } from './rate-fields';

describe('rate fields', () => {
  it('lists the four rates, normal before holiday, day before night', () => {
    expect(RATE_FIELDS).toEqual([
      'normalDayHourlyRate',
      'normalNightHourlyRate',
      'holidayDayHourlyRate',
      'holidayNightHourlyRate',
    ]);
  });

  it('names each rate by the hours it pays for', () => {
    expect(RATE_FIELDS.map(rateKindOf)).toEqual(['normalDay', 'normalNight', 'holidayDay', 'holidayNight']);
  });
});
