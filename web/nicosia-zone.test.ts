import { describe, expect, it } from 'vitest';

import { nicosiaOffsetMs, nicosiaZoneYear } from '@careshift/domain/time/nicosia-offset';

import { NICOSIA_ZONE_MODULE, nicosiaZone, zoneYearsAround } from './nicosia-zone';

/** The module the plugin writes, as the app imports it. */
async function writtenModule(buildDate: Date): Promise<{ nicosiaZoneYears: unknown }> {
  const plugin = nicosiaZone(() => buildDate);
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => Promise<string | undefined>;
  const resolved = resolve(NICOSIA_ZONE_MODULE);
  expect(resolve('virtual:careshift/other')).toBeUndefined();
  const source = await load(resolved!);
  return import(`data:text/javascript,${encodeURIComponent(source!)}`) as Promise<{
    nicosiaZoneYears: unknown;
  }>;
}

describe('the Nicosia zone written at build time', () => {
  it('should carry last year, the build year and the next five', () => {
    expect(zoneYearsAround(2026)).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it('should write the years the domain reads from the build machine, each with its two EU clock changes', async () => {
    const { nicosiaZoneYears } = await writtenModule(new Date('2026-11-29T12:00:00Z'));
    expect(nicosiaZoneYears).toEqual(zoneYearsAround(2026).map((year) => nicosiaZoneYear(year)));
    expect(nicosiaZoneYears).toContainEqual({
      year: 2027,
      initialOffsetMinutes: 120,
      changes: [
        { at: '2027-03-28T01:00:00.000Z', offsetMinutes: 180 },
        { at: '2027-10-31T01:00:00.000Z', offsetMinutes: 120 },
      ],
    });
    expect(nicosiaOffsetMs(Date.parse('2027-07-01T00:00:00Z')) / 60_000).toBe(180);
  });
});
