import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The drawer's ring of tab stops: its toggle button first, then what the drawer holds. */
function ringOf(toggleSelector: string, drawerSelector: string): HTMLElement[] {
  const toggle = document.querySelector<HTMLElement>(toggleSelector);
  const inside = Array.from(document.querySelectorAll<HTMLElement>(`${drawerSelector} :is(${FOCUSABLE})`));
  return [...(toggle ? [toggle] : []), ...inside];
}

/**
 * While the phone's navigation drawer is open, Tab and Shift+Tab go round its links and the button
 * that closes it, never to the page behind (WCAG 2.4.3); Escape closing it is the shell's own.
 */
export function useDrawerFocusTrap(active: boolean, toggleSelector: string, drawerSelector: string): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const ring = ringOf(toggleSelector, drawerSelector);
      if (ring.length === 0) return;
      event.preventDefault();
      const at = ring.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next = at === -1 ? 0 : (at + step + ring.length) % ring.length;
      ring[next]?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, toggleSelector, drawerSelector]);
}
