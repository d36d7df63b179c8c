import type { Plugin } from 'vite';

/** The module of Cloudscape's per-component telemetry hook (component-toolkit's ES build). */
export const COMPONENT_METRICS =
  /@cloudscape-design\/component-toolkit\/mjs\/internal\/base-component\/component-metrics\.js$/;

/**
 * Replaces Cloudscape's `useComponentMetrics` with a hook that does nothing, in the browser build.
 * Every Cloudscape component calls it on mount: it reads `window.innerWidth` and `innerHeight` (which
 * lay the page out when the DOM has changed) and formats the component's props for the AWS
 * Console's client logging (`AWSC.Clog`, `panorama`), which exists only inside the AWS Console and
 * is absent here, so nothing is ever sent. In a profile of a partner's first cards on a phone (4x CPU
 * throttling) those mount effects were about 110 ms of main-thread work, most of it forced layouts
 * between the cards' own (docs/decisions/performance/partner-phone.md).
 */
export function cloudscapeMetricsStandIn(): Plugin {
  return {
    name: 'careshift-cloudscape-metrics-stand-in',
    enforce: 'pre',
    load(id) {
      if (!COMPONENT_METRICS.test(id.split('?')[0] ?? id)) return undefined;
      return 'export function useComponentMetrics() {}\n';
    },
  };
}
