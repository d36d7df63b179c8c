import { Workbox } from 'workbox-window';

import { currentLanguage, i18n } from '../../i18n';

import { countVisit } from './install-offer';
import { linkManifest } from './manifest-language';
import { onApplyUpdate, setPwaState } from './pwa-state';
import type { InstallPromptEvent } from './pwa-state';

/** Where the service worker is served (web/src/service-worker/sw.ts, built by vite-plugin-pwa). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The installable app's start, loaded after the page's `load` event (main.tsx), so nothing of it is
 * on the first paint's path: registers the service worker (a new version waits for "Reload"), keeps
 * the browser's install prompt for our own button, counts the visit, links the manifest of the
 * interface's language. docs/decisions/web/installable-app.md
 */
export async function startPwa(): Promise<void> {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setPwaState({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installPrompt: undefined }));
  countVisit({ local: window.localStorage, session: window.sessionStorage });
  linkManifest(currentLanguage());
  i18n.on('languageChanged', (language: string) => linkManifest(language));

  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => setPwaState({ updateReady: true }));
  onApplyUpdate(() => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
  await workbox.register();
}
