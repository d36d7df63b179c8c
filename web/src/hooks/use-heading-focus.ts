import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long after a change focus is kept on the page while it renders (lazy route, data loading). */
const SETTLE_MS = 5000;

/** The page's own heading: the h1 in the shell's one <main>. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Focus sits where someone put it: in the page (a field it focused, a button) or in a dialog; not on
 * the body, the top bar or the navigation (Cloudscape's <main> holds the sidebar and the phone's menu
 * button too).
 */
function focusIsPlaced(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  if (active.closest('[role="dialog"]')) return true;
  return Boolean(active.closest('main')) && !active.closest('nav');
}

/** Moves focus to the page's h1 (focusable from script only, tabIndex -1); false when there is none. */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * For a few seconds after a change (a new page, a claim that removed the button pressed), whenever
 * focus is not on the page (it fell to the body, or stayed on the sidebar link followed), it goes to
 * `target` (else the page's h1). Stops at the first key or pointer press: the person took over.
 * Returns the stop function.
 */
export function keepFocusOnPage(target: () => HTMLElement | null = () => null): () => void {
  const place = () => {
    if (focusIsPlaced()) return;
    const element = target();
    if (element) element.focus();
    else focusPageHeading();
  };
  const observer = new MutationObserver(place);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('focusout', onFocusOut);
  };
  // Focus leaving an element that is then removed lands on the body without a DOM change of its own.
  const onFocusOut = () => window.setTimeout(place, 0);
  const timer = window.setTimeout(stop, SETTLE_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  document.addEventListener('focusout', onFocusOut);
  place();
  return stop;
}

/**
 * The shell's route-change focus (WCAG 2.4.3): after moving to another page, focus goes to its h1, so
 * a screen reader reads where the person is and Tab starts from the page, not from the body. The
 * first page of a load keeps the browser's own start.
 */
export function useHeadingFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPage.current) return;
    firstPage.current = '';
    return keepFocusOnPage();
  }, [pathname]);
}

/**
 * The same for a page whose form changes in place (`/login`'s type): when `key` changes, focus goes
 * to the new form's h1 instead of falling to the body with the link that was followed.
 */
export function useHeadingFocusOnChange(key: unknown): void {
  const previous = useRef(key);
  useEffect(() => {
    if (key === previous.current) return;
    previous.current = key;
    return keepFocusOnPage();
  }, [key]);
}
