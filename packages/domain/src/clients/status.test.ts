import { describe, expect, it } from 'vitest';

import {
  canClientCreateShifts,
  canClientUserSignIn,
  CLIENT_STATUSES,
  DEFAULT_CLIENT_STATUS,
  DEFAULT_CLIENT_USER_STATUS,
} from './status';

describe('client statuses', () => {
  it('should list VERIFIED, PENDING and DISABLED, new clients and their users VERIFIED', () => {
    expect(CLIENT_STATUSES).toEqual(['VERIFIED', 'PENDING', 'DISABLED']);
    expect(DEFAULT_CLIENT_STATUS).toBe('VERIFIED');
    expect(DEFAULT_CLIENT_USER_STATUS).toBe('VERIFIED');
  });

  it('should let only a VERIFIED client create shifts', () => {
    expect(CLIENT_STATUSES.filter(canClientCreateShifts)).toEqual(['VERIFIED']);
  });

  it('should keep users of a disabled client, and disabled users, from signing in', () => {
    expect(canClientUserSignIn('VERIFIED', 'ACTIVE')).toBe(true);
    expect(canClientUserSignIn('PENDING', 'VERIFIED')).toBe(true);
    expect(canClientUserSignIn('DISABLED', 'VERIFIED')).toBe(false);
    expect(canClientUserSignIn('VERIFIED', 'DISABLED')).toBe(false);
  });
});
