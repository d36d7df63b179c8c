import { useSyncExternalStore } from 'react';

/** Chrome's `beforeinstallprompt` event: kept to offer "Install" later, from our own button. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * What the installable app tells the page (issue 36): online or not, whether a new version waits,
 * whether the browser offers installing. Tiny and static (the shells read it); the service worker's
 * registration and the rest load after the page (pwa-start.ts).
 */
export interface PwaState {
  online: boolean;
  updateReady: boolean;
  installPrompt: InstallPromptEvent | undefined;
}

let state: PwaState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
  installPrompt: undefined,
};
const listeners = new Set<() => void>();
let watching = false;
let applyUpdate: (() => void) | undefined;

export function setPwaState(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function pwaState(): PwaState {
  return state;
}

function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => setPwaState({ online: true }));
  window.addEventListener('offline', () => setPwaState({ online: false }));
  setPwaState({ online: navigator.onLine });
}

export function subscribePwa(listener: () => void): () => void {
  watchConnection();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's view of the app's state (re-rendered on a change). */
export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribePwa, pwaState, pwaState);
}

/** pwa-start.ts says how a waiting version takes over (the service worker's SKIP_WAITING, then a reload). */
export function onApplyUpdate(apply: () => void): void {
  applyUpdate = apply;
}

/** "Reload": the waiting version takes over and the page reloads in it. */
export function reloadToUpdate(): void {
  if (applyUpdate) applyUpdate();
  else window.location.reload();
}
