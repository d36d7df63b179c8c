/**
 * Background work of the installable app (registering the service worker, whose precache then
 * downloads; refreshing the offline snapshot) waits until this long after the page's load: it never
 * competes with the page a phone is drawing (docs/decisions/performance/partner-phone.md).
 */
export const SETTLE_MS = 5_000;

/** When the page's load ended (ms since the page's start), or undefined while it is loading. */
function loadEnd(): number | undefined {
  if (document.readyState !== 'complete') return undefined;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.loadEventEnd || performance.now();
}

/** Runs `work` SETTLE_MS after the page's load (at once if that is past); returns a cancel. */
export function whenPageSettled(work: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    const end = loadEnd() ?? performance.now();
    timer = window.setTimeout(work, Math.max(0, end + SETTLE_MS - performance.now()));
  };
  if (loadEnd() === undefined) window.addEventListener('load', schedule, { once: true });
  else schedule();
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}
