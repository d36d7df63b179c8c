import { describe, expect, it } from 'vitest';

import { calculateShiftCost, DEFAULT_SYSTEM_SETTINGS, effectiveSettings } from '@careshift/domain';

import { livePrice, livePriceOfMany } from './live-price';

const rates = {
  normalDayHourlyRate: 1600,
  normalNightHourlyRate: 1850,
  holidayDayHourlyRate: 2400,
  holidayNightHourlyRate: 2800,
};
const clientConfig = {
  companyCommissionRatePercent: 30,
  employeeRatePercent: 70,
  nightShiftStartHour: 20,
  nightShiftEndHour: 6,
};
// 18:00–02:00 in Nicosia on a weekday: day and night hours.
const start = '2026-12-09T16:00:00.000Z';
const end = '2026-12-10T00:00:00.000Z';

describe('live price of the shift forms', () => {
  it("should equal the server's price: the client's own configuration over the system's", () => {
    const price = livePrice({ rates, system: DEFAULT_SYSTEM_SETTINGS, clientConfig, start, end });
    expect(price).toEqual(
      calculateShiftCost({
        rates,
        config: effectiveSettings(DEFAULT_SYSTEM_SETTINGS, clientConfig),
        start,
        end,
      }),
    );
    expect(price?.companyCommission).toBe(Math.round((price?.totalCost ?? 0) * 0.3));
  });

  it('should give nothing until the position, the configuration and valid times are known', () => {
    expect(
      livePrice({ rates: undefined, system: DEFAULT_SYSTEM_SETTINGS, clientConfig, start, end }),
    ).toBeNull();
    expect(livePrice({ rates, system: undefined, clientConfig, start, end })).toBeNull();
    expect(
      livePrice({ rates, system: DEFAULT_SYSTEM_SETTINGS, clientConfig, start: end, end: start }),
    ).toBeNull();
  });

  it('should add up the shifts of a multi-create, each priced as the server prices it', () => {
    const base = { rates, system: DEFAULT_SYSTEM_SETTINGS, clientConfig };
    const one = livePrice({ ...base, start, end });
    const many = livePriceOfMany(base, [
      { start, end },
      { start, end },
    ]);
    expect(many?.totalCost).toBe((one?.totalCost ?? 0) * 2);
    expect(livePriceOfMany(base, [])).toBeNull();
  });
});
