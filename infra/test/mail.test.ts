import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

const dev = buildTestApp({ operations: POSITIONS_ONLY, nag: false });
const assembly = dev.synth();
const data = templateOf(assembly, dev.stacks.data);
const auth = templateOf(assembly, dev.stacks.auth);

const viaSes = buildTestApp({
  operations: POSITIONS_ONLY,
  nag: false,
  context: { stage: 'mailtest', 'careshift:cognitoEmailViaSes': 'true' },
});
const viaSesAuth = templateOf(viaSes.synth(), viaSes.stacks.auth);

describe('E-mail through SES', () => {
  it('should create the domain identity of mailFrom with Easy DKIM and the stage configuration set', () => {
    data.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'careshift.cy',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    data.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'careshift-dev-mail',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
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
