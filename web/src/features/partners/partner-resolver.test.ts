import { describe, expect, it } from 'vitest';

import { partnerFormDefaults } from '@careshift/contract';

import { partnerResolver } from './partner-resolver';

const now = new Date('2026-03-01T10:00:00Z');
const resolverOptions = {
  fields: {},
  names: ['firstName', 'status', 'positionIds', 'address.city'],
  shouldUseNativeValidation: false,
} as const;

describe('the partner form resolver', () => {
  it("checks only a partner's own fields when the partner edits the profile", async () => {
    const resolve = partnerResolver({ now, role: 'EMPLOYEE' });
    const result = await resolve(partnerFormDefaults(), undefined, {
      ...resolverOptions,
      names: [...resolverOptions.names],
    });
    expect(Object.keys(result.errors)).toContain('firstName');
    expect(result.errors).not.toHaveProperty('positionIds');
    expect(result.errors).not.toHaveProperty('status');
  });

  it('checks the administrators fields too when an administrator edits', async () => {
    const resolve = partnerResolver({ now, role: 'SYSTEM_USER' });
    const result = await resolve(partnerFormDefaults(), undefined, {
      ...resolverOptions,
      names: [...resolverOptions.names],
    });
    expect(Object.keys(result.errors)).toContain('firstName');
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['positionIds']));
  });
});
