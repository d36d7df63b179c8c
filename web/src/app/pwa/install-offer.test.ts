import { describe, expect, it } from 'vitest';

import {
  countVisit,
  installDismissed,
  installOfferFor,
  isIosSafari,
  OFFER_FROM_VISIT,
  rememberInstallDismissed,
} from './install-offer';
import type { InstallContext } from './install-offer';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('should know Safari on an iPhone and on an iPad (which says Macintosh but has touch)', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, 5)).toBe(true);
  });

  it('should not take another iOS browser, a Mac or Android for it', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPAD_SAFARI, 0)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

const context = (change: Partial<InstallContext> = {}): InstallContext => ({
  standalone: false,
  hasPrompt: true,
  iosSafari: false,
  visits: OFFER_FROM_VISIT,
  dismissed: false,
  ...change,
});

describe('installOfferFor', () => {
  it("should offer the browser's install dialog from the second visit", () => {
    expect(installOfferFor(context())).toBe('prompt');
    expect(installOfferFor(context({ visits: 1 }))).toBeUndefined();
  });

  it('should show the Add to Home Screen steps on iPhone Safari', () => {
    expect(installOfferFor(context({ hasPrompt: false, iosSafari: true }))).toBe('ios');
  });

  it('should offer nothing once installed, after Not now, or where no browser way exists', () => {
    expect(installOfferFor(context({ standalone: true }))).toBeUndefined();
    expect(installOfferFor(context({ dismissed: true }))).toBeUndefined();
    expect(installOfferFor(context({ hasPrompt: false }))).toBeUndefined();
  });
});

function memory(): Storage {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  } as Storage;
}

describe('visits and Not now', () => {
  it('should count a browser session once', () => {
    const local = memory();
    expect(countVisit({ local, session: memory() })).toBe(1);
    const session = memory();
    expect(countVisit({ local, session })).toBe(2);
    expect(countVisit({ local, session })).toBe(2);
  });

  it('should remember Not now', () => {
    const local = memory();
    expect(installDismissed(local)).toBe(false);
    rememberInstallDismissed(local);
    expect(installDismissed(local)).toBe(true);
  });
});
