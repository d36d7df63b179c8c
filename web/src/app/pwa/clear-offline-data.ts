import { AUTH_KEY_PREFIX } from '../session-hint';

import { deleteOfflineDatabase } from './offline-shifts-store';

/** Workbox's precache: the app's public build, the same files for every visitor (no user's data). */
export const PRECACHE_PREFIX = 'workbox-precache';

/**
 * This browser's push subscription, ended: the next person to sign in on the phone must not receive the
 * last one's notifications. The push service then answers 404/410 for the endpoint, and the server
 * removes the partner's record of it on its next send (docs/decisions/operations/web-push.md).
 */
async function forgetPushSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/**
 * Sign-out (and a new sign-in over an old one) forgets everything this browser kept for the user:
 * the offline shifts (IndexedDB), every Cache Storage cache but Workbox's precache of the app's
 * own files, which holds no reply of the API (the service worker caches none), and the push
 * subscription. Never throws: a browser without these stores has nothing to clear.
 * docs/decisions/web/offline-my-shifts.md
 */
export async function clearOfflineData(): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) work.push(forgetPushSubscription());
  if (typeof indexedDB !== 'undefined') work.push(deleteOfflineDatabase());
  if (typeof caches !== 'undefined') {
    work.push(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)),
          ),
        ),
    );
  }
  await Promise.allSettled(work);
}

/**
 * Forgets Amplify's stored sign-in without Amplify: a Log Out without a network cannot load the
 * configuration Amplify needs (/config.json), and must still leave nobody signed in on the phone.
 */
export function forgetStoredSignIn(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(`${AUTH_KEY_PREFIX}.`)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
