/**
 * The app's service worker (issue 36; docs/decisions/web/installable-app.md),
 * built by vite-plugin-pwa's injectManifest into /sw.js, served `no-cache` beside index.html.
 *
 * - Precaches the app's public build (HTML, scripts, styles, fonts, icons: the same files for every
 *   visitor) so the installed app opens without a signal; every navigation to a portal route is
 *   answered by the precached app.html, whose stored headers carry the CSP it was served with.
 * - Caches no API reply at all: /api/* is never answered here, so no user's data is in Cache Storage.
 *   The partner's offline shifts live in IndexedDB keyed by the user (web/src/app/pwa/offline-shifts-store.ts).
 * - A new version waits until the page says SKIP_WAITING ("A new version is available — Reload").
 * - Web push: shows the payload's notification; a tap focuses the app and opens its address.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { notificationOf, openFromNotification, parsePushPayload } from './push-message';
import type { WindowClientLike } from './push-message';

/** The parts of ServiceWorkerGlobalScope used here (the web project compiles with the DOM library). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  registration: {
    showNotification(title: string, options: object): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

declare const self: ServiceWorkerScope;

/** What the page posts to let a waiting version take over (web/src/app/pwa/pwa-start.ts). */
const SKIP_WAITING = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes (no file extension) are the app's page; `/` is the landing page of the visitor's
// language (chosen at the edge), and the API is never answered by the worker.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app.html'), {
    denylist: [/^\/$/, /^\/api\//, /\/[^/]+\.[^/]+$/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// A first install takes the open page at once (nothing to replace); an update waits for the prompt.
clientsClaim();

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(parsePushPayload(event.data?.text()));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        openFromNotification(event.notification.data, self.location.origin, windows, (url) =>
          self.clients.openWindow(url),
        ),
      ),
  );
});
