import { describe, expect, it } from 'vitest';

import { shifts } from '../../i18n/locales/en/shifts';

import { moveSuccessKey } from './move-success';

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], shifts);

describe('toast after a shift move', () => {
  it("should tell an administrator cancelling a partner's claim that the partner's claim was canceled", () => {
    const key = moveSuccessKey({ kind: 'cancelClaim', reason: 'Sick' }, 'administrator');
    expect(text(key)).toBe("The partner's claim on request #{{ref}} was canceled.");
  });

  it('should tell a partner giving up a shift that their claim was canceled', () => {
    expect(text(moveSuccessKey({ kind: 'cancelClaim', reason: 'Sick' }, 'partner'))).toBe(
      'Your claim on request #{{ref}} was canceled.',
    );
  });

  it('should tell an administrator claiming for a partner that the request was assigned', () => {
    expect(moveSuccessKey({ kind: 'claim', partnerId: 'p-1' }, 'administrator')).toBe('flash.assigned');
    expect(moveSuccessKey({ kind: 'claim' }, 'partner')).toBe('flash.claimed');
  });
});
