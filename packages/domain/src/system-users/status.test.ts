import { describe, expect, it } from 'vitest';

import {
  canSystemUserSignIn,
  DEFAULT_SYSTEM_USER_STATUS,
  SYSTEM_USER_FORM_STATUSES,
  SYSTEM_USER_STATUSES,
} from './status';

describe('system user statuses', () => {
  it('should offer ACTIVE and DISABLED in the form, list INACTIVE too, and default to ACTIVE', () => {
    expect(SYSTEM_USER_STATUSES).toEqual(['ACTIVE', 'INACTIVE', 'DISABLED']);
    expect(SYSTEM_USER_FORM_STATUSES).toEqual(['ACTIVE', 'DISABLED']);
    expect(DEFAULT_SYSTEM_USER_STATUS).toBe('ACTIVE');
  });

  it('should let only ACTIVE administrators sign in', () => {
    expect(SYSTEM_USER_STATUSES.filter(canSystemUserSignIn)).toEqual(['ACTIVE']);
  });
});
