import { describe, expect, it } from 'vitest';

import { tokenClaimsFor } from './token-claims';

describe('token claims', () => {
  it('should copy role and company from the custom attributes', () => {
    expect(tokenClaimsFor({ sub: 'u1', 'custom:role': 'CLIENT', 'custom:companyId': 'C1' })).toEqual({
      claimsToAddOrOverride: { role: 'CLIENT', companyId: 'C1' },
      claimsToSuppress: ['custom:role', 'custom:companyId'],
    });
  });

  it('should leave out a missing or unknown role and an empty company', () => {
    expect(tokenClaimsFor({ 'custom:role': 'ADMIN', 'custom:companyId': ' ' }).claimsToAddOrOverride).toEqual(
      {},
    );
    expect(tokenClaimsFor({}).claimsToAddOrOverride).toEqual({});
    expect(tokenClaimsFor({ 'custom:role': 'EMPLOYEE' }).claimsToAddOrOverride).toEqual({ role: 'EMPLOYEE' });
  });
});
