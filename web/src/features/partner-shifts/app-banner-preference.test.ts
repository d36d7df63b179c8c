import { describe, expect, it } from 'vitest';

import {
  APP_BANNER_STORAGE_KEY,
  appStoresFor,
  rememberAppBannerDismissed,
  shouldShowAppBanner,
} from './app-banner-preference';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('app banner preference', () => {
  it('should show the banner until the partner asks never to see it again', () => {
    const storage = memoryStorage();
    expect(shouldShowAppBanner(storage)).toBe(true);
    rememberAppBannerDismissed(storage);
    expect(storage.values.get(APP_BANNER_STORAGE_KEY)).toBe('true');
    expect(shouldShowAppBanner(storage)).toBe(false);
  });

  it('should show the banner when storage is unavailable or throws', () => {
    expect(shouldShowAppBanner(undefined)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(shouldShowAppBanner(broken)).toBe(true);
    expect(() => rememberAppBannerDismissed(broken)).not.toThrow();
  });

  it("should offer the store of the partner's phone", () => {
    expect(appStoresFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toEqual(['ios']);
    expect(appStoresFor('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toEqual(['android']);
    expect(appStoresFor('Mozilla/5.0 (X11; Linux x86_64)')).toEqual(['ios', 'android']);
  });
});
