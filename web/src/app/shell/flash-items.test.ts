import { describe, expect, it } from 'vitest';

import { flashItemOf, noticeAriaRole, noticeLifetimeMs, SUCCESS_MIN_LIFETIME_MS } from './flash-items';

describe('flash messages (WCAG 2.1: announced, and left long enough to read)', () => {
  it('should announce a failure as an alert and every other notice as a status', () => {
    expect(noticeAriaRole({ type: 'error' })).toBe('alert');
    expect(noticeAriaRole({ type: 'success' })).toBe('status');
    expect(noticeAriaRole({ type: 'info' })).toBe('status');
    expect(noticeAriaRole({ type: 'warning' })).toBe('status');
  });

  it('should give every Flashbar item its role, a dismiss button and its label', () => {
    const onDismiss = () => undefined;
    const item = flashItemOf({ id: 'n-1', type: 'error', content: 'Failed.' }, 'Dismiss', onDismiss);
    expect(item).toMatchObject({
      id: 'n-1',
      type: 'error',
      content: 'Failed.',
      ariaRole: 'alert',
      dismissible: true,
      dismissLabel: 'Dismiss',
      onDismiss,
    });
  });

  it('should keep a success notice at least 10 s, even when a shorter toast time is asked for', () => {
    expect(SUCCESS_MIN_LIFETIME_MS).toBeGreaterThanOrEqual(10_000);
    expect(noticeLifetimeMs({ type: 'success' })).toBe(SUCCESS_MIN_LIFETIME_MS);
    expect(noticeLifetimeMs({ type: 'success', lifetimeMs: 500 })).toBe(SUCCESS_MIN_LIFETIME_MS);
    expect(noticeLifetimeMs({ type: 'success', lifetimeMs: 30_000 })).toBe(30_000);
  });

  it('should never take away a failure, a warning or an information by itself', () => {
    expect(noticeLifetimeMs({ type: 'error', lifetimeMs: 500 })).toBeUndefined();
    expect(noticeLifetimeMs({ type: 'warning' })).toBeUndefined();
    expect(noticeLifetimeMs({ type: 'info' })).toBeUndefined();
  });
});
