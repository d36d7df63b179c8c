import { describe, expect, it } from 'vitest';

import {
  FALLBACK_URL,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  notificationOf,
  openFromNotification,
  parsePushPayload,
  safeAppPath,
} from './push-message';
import type { WindowClientLike } from './push-message';

const ORIGIN = 'https://careshift.example';

describe('parsePushPayload', () => {
  it('should read the contract: title, body, url, tag and language', () => {
    const raw = JSON.stringify({
      title: 'Νέα βάρδια',
      body: 'Σάβ 5 Δεκ 19:00',
      url: '/requests/s-1',
      tag: 'shift-s-1',
      lang: 'el',
    });
    expect(parsePushPayload(raw)).toEqual({
      title: 'Νέα βάρδια',
      body: 'Σάβ 5 Δεκ 19:00',
      url: '/requests/s-1',
      tag: 'shift-s-1',
      lang: 'el',
    });
  });

  it('should still show the app name for an empty or unreadable message', () => {
    expect(parsePushPayload(undefined)).toEqual({ title: 'CareShift', body: '', url: FALLBACK_URL });
    expect(parsePushPayload('not json')).toEqual({ title: 'CareShift', body: '', url: FALLBACK_URL });
    expect(parsePushPayload('42')).toEqual({ title: 'CareShift', body: '', url: FALLBACK_URL });
  });

  it('should drop a language it does not know and cut long texts', () => {
    const payload = parsePushPayload(
      JSON.stringify({ title: 'x'.repeat(500), body: 'b', url: '/', lang: 'fr' }),
    );
    expect(payload.title).toHaveLength(120);
    expect(payload).not.toHaveProperty('lang');
  });
});

describe('safeAppPath', () => {
  it('should keep an app-relative path with its query and fragment', () => {
    expect(safeAppPath('/requests/s-1?tab=details#map')).toBe('/requests/s-1?tab=details#map');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    'javascript:alert(1)',
    '/\\evil.example',
    7,
    undefined,
  ])('should send %s to the first page instead of leaving the app', (url) =>
    expect(safeAppPath(url)).toBe(FALLBACK_URL),
  );
});

describe('notificationOf', () => {
  it('should show the icon, the badge and keep where a tap goes', () => {
    expect(
      notificationOf({ title: 'T', body: 'B', url: '/requests/s-1', tag: 'shift-s-1', lang: 'en' }),
    ).toEqual({
      title: 'T',
      options: {
        body: 'B',
        tag: 'shift-s-1',
        lang: 'en',
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        data: { url: '/requests/s-1' },
      },
    });
  });
});

function windowAt(url: string, calls: string[]): WindowClientLike {
  return {
    url,
    focus: async () => calls.push(`focus ${url}`),
    navigate: async (to: string) => calls.push(`navigate ${to}`),
  };
}

describe('openFromNotification', () => {
  it('should focus an open window of the app and take it to the address', async () => {
    const calls: string[] = [];
    const windows = [windowAt('https://other.example/', calls), windowAt(`${ORIGIN}/find-a-shift`, calls)];
    await openFromNotification({ url: '/requests/s-1' }, ORIGIN, windows, async (url) =>
      calls.push(`open ${url}`),
    );
    expect(calls).toEqual([`focus ${ORIGIN}/find-a-shift`, `navigate ${ORIGIN}/requests/s-1`]);
  });

  it('should only focus a window already on the address', async () => {
    const calls: string[] = [];
    await openFromNotification(
      { url: '/requests/s-1' },
      ORIGIN,
      [windowAt(`${ORIGIN}/requests/s-1`, calls)],
      async () => calls.push('open'),
    );
    expect(calls).toEqual([`focus ${ORIGIN}/requests/s-1`]);
  });

  it('should open a new window when none of the app is open, never another origin', async () => {
    const calls: string[] = [];
    await openFromNotification({ url: 'https://evil.example/' }, ORIGIN, [], async (url) =>
      calls.push(`open ${url}`),
    );
    expect(calls).toEqual([`open ${ORIGIN}${FALLBACK_URL}`]);
  });
});
