/**
 * The mobile-app banner of /find-a-shift (spec section 2): "Not now" hides it for this visit,
 * "Don't show this again" (with Not now or closing) hides it for good on this browser.
 */
export const APP_BANNER_STORAGE_KEY = 'careshift.appBanner.dismissed';

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): PreferenceStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** True unless the partner asked never to see the banner again (storage errors show it). */
export function shouldShowAppBanner(storage: PreferenceStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(APP_BANNER_STORAGE_KEY) !== 'true';
  } catch {
    return true;
  }
}

/** Remembers "Don't show this again"; private mode or a full storage only lose the memory. */
export function rememberAppBannerDismissed(storage: PreferenceStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(APP_BANNER_STORAGE_KEY, 'true');
  } catch {
    // The banner comes back on the next visit; nothing else depends on it.
  }
}

/** Which store link suits the phone in hand: iOS, Android, or both on anything else. */
export function appStoresFor(userAgent: string): ('ios' | 'android')[] {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return ['ios'];
  if (/Android/i.test(userAgent)) return ['android'];
  return ['ios', 'android'];
}
