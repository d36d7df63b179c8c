import { runnerImport } from 'vite';
import type { Plugin } from 'vite';

import type * as NicosiaOffset from '@careshift/domain/time/nicosia-offset';

export const NICOSIA_ZONE_MODULE = 'virtual:careshift/nicosia-zone';

/** The years around the build's own that the web carries: last year, this year and the next five. */
export function zoneYearsAround(buildYear: number): number[] {
  return Array.from({ length: 7 }, (_, index) => buildYear - 1 + index);
}

/**
 * `virtual:careshift/nicosia-zone`: Asia/Nicosia's offsets and clock changes for the years around the
 * build, read when the app is built from the build machine's time-zone data through the domain's own
 * reader (@date-fns/tz). The app seeds the domain with them (src/main.tsx), so a phone draws Nicosia
 * times without loading its ICU zone data: that load was the largest single part of a partner's first
 * task (docs/decisions/performance/nicosia-zone-at-build.md). Every deploy builds it afresh.
 */
export function nicosiaZone(now: () => Date = () => new Date()): Plugin {
  const resolvedId = `\0${NICOSIA_ZONE_MODULE}`;
  return {
    name: 'careshift-nicosia-zone',
    resolveId: (id) => (id === NICOSIA_ZONE_MODULE ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      // The domain is TypeScript source: load it through Vite's module runner, as Vite loads configs.
      const { module } = await runnerImport<typeof NicosiaOffset>('@careshift/domain/time/nicosia-offset', {
        configFile: false,
        logLevel: 'error',
      });
      const years = zoneYearsAround(now().getUTCFullYear()).map((year) => module.nicosiaZoneYear(year));
      return `export const nicosiaZoneYears = ${JSON.stringify(years)};`;
    },
  };
}
