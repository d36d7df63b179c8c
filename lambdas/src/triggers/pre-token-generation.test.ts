import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { handler } from './pre-token-generation';

describe('pre token generation trigger', () => {
  it('should add role and companyId to the ID token', async () => {
    const event: PreTokenGenerationTriggerEvent = {
      version: '1',
      region: 'eu-central-1',
      userPoolId: 'eu-central-1_Test',
      userName: 'u1',
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
      triggerSource: 'TokenGeneration_Authentication',
      request: {
        userAttributes: { sub: 'u1', 'custom:role': 'OWNER', 'custom:companyId': 'COMPANY-1' },
        groupConfiguration: { groupsToOverride: [], iamRolesToOverride: [] },
      },
      response: { claimsOverrideDetails: {} },
    };
    const { response } = await handler(event);
    expect(response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({
      role: 'OWNER',
      companyId: 'COMPANY-1',
    });
    expect(response.claimsOverrideDetails.claimsToSuppress).toEqual(['custom:role', 'custom:companyId']);
  });
});
