import { useEffect } from 'react';

/** The sidebar collapses at this width or less (spec section 9). */
export const MOBILE_NAVIGATION_QUERY = '(max-width: 767px)';

/**
 * Escape closes the side navigation while it covers the page on a phone (it behaves like a dialog
 * there); focus goes back to the menu button that opened it. Cloudscape's AppLayout has no Escape for
 * its mobile navigation (docs/decisions/web/accessibility.md).
 */
export function useEscapeClosesNavigation(
  open: boolean,
  compact: boolean,
  close: () => void,
  toggleLabel: string,
) {
  useEffect(() => {
    if (!open || !compact) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      const toggle = () =>
        document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(toggleLabel)}"]`)?.focus();
      window.setTimeout(toggle, 0);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, compact, close, toggleLabel]);
}

/**
 * Cloudscape 3.0.1383's mobile toolbar renders `<nav aria-orientation="horizontal">`, an attribute
 * the navigation role does not allow (axe `aria-allowed-attr`, critical; reported upstream, see
 * docs/decisions/web/accessibility.md). Until a release drops it, the shell removes it whenever it appears.
 */
export function useNavigationLandmarkFix(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const strip = () => {
      for (const nav of document.querySelectorAll('nav[aria-orientation]'))
        nav.removeAttribute('aria-orientation');
    };
    const observer = new MutationObserver(strip);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-orientation'],
    });
    strip();
    return () => observer.disconnect();
  }, [active]);
}
