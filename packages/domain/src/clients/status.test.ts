import { describe, expect, it } from 'vitest';

import {
  canClientCreateShifts,
  canClientSignIn,
  CLIENT_STATUSES,
  DEFAULT_CLIENT_STATUS,
  DEFAULT_CLIENT_USER_STATUS,
  isClientUserSignInEnabled,
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
    // The client's status is checked by the pre-token trigger, the user's own by the user pool.
    expect(canClientSignIn('VERIFIED') && isClientUserSignInEnabled('ACTIVE')).toBe(true);
    expect(canClientSignIn('PENDING') && isClientUserSignInEnabled('VERIFIED')).toBe(true);
    expect(canClientSignIn('DISABLED')).toBe(false);
    expect(isClientUserSignInEnabled('DISABLED')).toBe(false);
  });
});
