import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { fakePartnerStandings } from '../auth/testing';

import { createPreTokenGenerationHandler } from './pre-token-generation';

function tokenEvent(
  userAttributes: Record<string, string>,
  triggerSource: PreTokenGenerationTriggerEvent['triggerSource'] = 'TokenGeneration_Authentication',
): PreTokenGenerationTriggerEvent {
  return {
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_Test',
    userName: userAttributes.sub ?? 'u1',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    triggerSource,
    request: { userAttributes, groupConfiguration: { groupsToOverride: [], iamRolesToOverride: [] } },
    response: { claimsOverrideDetails: {} },
  };
}

describe('pre token generation trigger', () => {
  const partners = fakePartnerStandings({ p1: 'RESTRICTED', p2: 'DISABLED' });
  const handler = createPreTokenGenerationHandler(() => partners);

  it('should add role and companyId to the ID token', async () => {
    const event = tokenEvent({ sub: 'u1', 'custom:role': 'OWNER', 'custom:companyId': 'COMPANY-1' });
    const { response } = await handler(event);
    expect(response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({
      role: 'OWNER',
      companyId: 'COMPANY-1',
    });
    expect(response.claimsOverrideDetails.claimsToSuppress).toEqual(['custom:role', 'custom:companyId']);
    expect(partners.reads).toEqual([]);
  });

  it('should give a partner that may sign in its token, and refuse one whose record is DISABLED', async () => {
    const restricted = await handler(tokenEvent({ sub: 'p1', 'custom:role': 'EMPLOYEE' }));
    expect(restricted.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({ role: 'EMPLOYEE' });
    for (const source of ['TokenGeneration_Authentication', 'TokenGeneration_RefreshTokens'] as const) {
      await expect(handler(tokenEvent({ sub: 'p2', 'custom:role': 'EMPLOYEE' }, source))).rejects.toThrow(
        'Your sign-in is no longer valid. Please sign in again',
      );
    }
  });

  it('should refuse a user of a DISABLED organisation with that reason, at sign-in and refresh', async () => {
    const records = fakePartnerStandings({}, { 'C-OFF': 'DISABLED', 'C-ON': 'PENDING' });
    const gate = createPreTokenGenerationHandler(
      () => records,
      async () => false,
    );
    for (const role of ['OWNER', 'CLIENT']) {
      for (const source of ['TokenGeneration_Authentication', 'TokenGeneration_RefreshTokens'] as const) {
        await expect(
          gate(tokenEvent({ sub: 'o1', 'custom:role': role, 'custom:companyId': 'C-OFF' }, source)),
        ).rejects.toThrow('Your organisation is disabled, so you cannot sign in. Please contact CareShift');
      }
      const pending = await gate(tokenEvent({ sub: 'o2', 'custom:role': role, 'custom:companyId': 'C-ON' }));
      expect(pending.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({
        role,
        companyId: 'C-ON',
      });
    }
    const admin = await gate(
      tokenEvent({ sub: 'a1', 'custom:role': 'SYSTEM_USER', 'custom:companyId': 'C-OFF' }),
    );
    expect(admin.response.claimsOverrideDetails.claimsToAddOrOverride).toMatchObject({ role: 'SYSTEM_USER' });
    expect(records.reads).toEqual([]);
  });

  it('should leave the check out when the trigger cannot read the table', async () => {
    const withoutTable = createPreTokenGenerationHandler(() => undefined);
    const { response } = await withoutTable(tokenEvent({ sub: 'p2', 'custom:role': 'EMPLOYEE' }));
    expect(response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({ role: 'EMPLOYEE' });
  });

  it('should say `mfa: totp` for an administrator whose authenticator app is on, asking the pool only for them', async () => {
    const asked: string[] = [];
    const withApp = createPreTokenGenerationHandler(
      () => partners,
      async (userPoolId, username) => {
        asked.push(`${userPoolId}/${username}`);
        return username === 'a1';
      },
    );
    const enrolled = await withApp(tokenEvent({ sub: 'a1', 'custom:role': 'SYSTEM_USER' }));
    expect(enrolled.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({
      role: 'SYSTEM_USER',
      mfa: 'totp',
    });
    const notYet = await withApp(
      tokenEvent({ sub: 'a2', 'custom:role': 'SYSTEM_USER' }, 'TokenGeneration_RefreshTokens'),
    );
    expect(notYet.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({ role: 'SYSTEM_USER' });
    const owner = await withApp(tokenEvent({ sub: 'o1', 'custom:role': 'OWNER', 'custom:companyId': 'C-1' }));
    expect(owner.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({
      role: 'OWNER',
      companyId: 'C-1',
    });
    expect(asked).toEqual(['eu-central-1_Test/a1', 'eu-central-1_Test/a2']);
  });

  it('should refuse the token when the pool cannot say whether an administrator has the app', async () => {
    const failing = createPreTokenGenerationHandler(
      () => partners,
      async () => {
        throw new Error('AccessDeniedException');
      },
    );
    await expect(failing(tokenEvent({ sub: 'a1', 'custom:role': 'SYSTEM_USER' }))).rejects.toThrow();
  });
});
