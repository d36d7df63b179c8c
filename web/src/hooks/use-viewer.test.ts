import { describe, expect, it } from 'vitest';

import { viewerKindOf } from './use-viewer';

describe('viewerKindOf', () => {
  it('should treat OWNER as a client user and EMPLOYEE as a partner', () => {
    expect(viewerKindOf('OWNER')).toBe('client');
    expect(viewerKindOf('CLIENT')).toBe('client');
    expect(viewerKindOf('EMPLOYEE')).toBe('partner');
    expect(viewerKindOf('SYSTEM_USER')).toBe('administrator');
  });

  it('should give a user without a role the client view, which the server answers with nothing', () => {
    expect(viewerKindOf(undefined)).toBe('client');
  });
});
