import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

const dev = buildTestApp({ operations: POSITIONS_ONLY, nag: false });
const assembly = dev.synth();
const devData = templateOf(assembly, dev.stacks.data);
const auth = templateOf(assembly, dev.stacks.auth);

// The stage that owns the account's SES identity (careshift:mailIdentityStage; default prod).
const owner = buildTestApp({
  operations: POSITIONS_ONLY,
  nag: false,
  context: { stage: 'owner', 'careshift:mailIdentityStage': 'owner' },
});
const data = templateOf(owner.synth(), owner.stacks.data);

const viaSes = buildTestApp({
  operations: POSITIONS_ONLY,
  nag: false,
  context: { stage: 'mailtest', 'careshift:cognitoEmailViaSes': 'true' },
});
const viaSesAuth = templateOf(viaSes.synth(), viaSes.stacks.auth);

describe('E-mail through SES', () => {
  it('should create and retain the domain identity of mailFrom in the owner stage, with no default set', () => {
    data.hasResource('AWS::SES::EmailIdentity', {
      Properties: { EmailIdentity: 'careshift.cy', ConfigurationSetAttributes: Match.absent() },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    data.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'careshift-owner-mail',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('should import the identity in every other stage and keep its own configuration set', () => {
    devData.resourceCountIs('AWS::SES::EmailIdentity', 0);
    devData.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'careshift-dev-mail' });
    expect(Object.keys(devData.findOutputs('*')).some((key) => key.includes('DkimRecord'))).toBe(false);
    expect(JSON.stringify(devData.findOutputs('*'))).toContain('imported careshift.cy');
  });

  it('should import the identity in the owner stage too when careshift:mailIdentityExists says it exists', () => {
    const existing = buildTestApp({
      operations: POSITIONS_ONLY,
      nag: false,
      context: {
        stage: 'owner',
        'careshift:mailIdentityStage': 'owner',
        'careshift:mailIdentityExists': 'true',
      },
    });
    templateOf(existing.synth(), existing.stacks.data).resourceCountIs('AWS::SES::EmailIdentity', 0);
  });

  it('should print the three DKIM CNAME records as stack outputs', () => {
    const outputs = Object.keys(data.findOutputs('*')).filter((key) => key.includes('DkimRecord'));
    expect(outputs).toHaveLength(3);
  });

  it('should keep Cognito on its own sender until the flag says the domain is verified', () => {
    const [[, pool] = []] = resourcesOf(auth, 'AWS::Cognito::UserPool');
    expect(pool?.Properties.EmailConfiguration).toBeUndefined();
    viaSesAuth.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: 'CareShift <no-reply@careshift.cy>',
        ConfigurationSet: 'careshift-mailtest-mail',
        SourceArn: Match.anyValue(),
      }),
    });
  });

  it('should refuse a mailFrom outside the mail domain', () => {
    expect(() =>
      buildTestApp({
        operations: POSITIONS_ONLY,
        nag: false,
        context: { 'careshift:mailDomain': 'other.cy' },
      }),
    ).toThrow(/must be an address of careshift:mailDomain/);
  });
});
