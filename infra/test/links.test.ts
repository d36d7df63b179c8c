import type { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { ENV, operationList } from '@careshift/contract';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

const SOME_AREAS = operationList.filter((op) => ['positions', 'shifts'].includes(op.area));
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';

function build(context: Record<string, unknown> = {}) {
  const built = buildTestApp({ operations: SOME_AREAS, nag: false, context });
  const assembly = built.synth();
  const functionsOf = (stack: Stack) => {
    const template = templateOf(assembly, stack);
    return resourcesOf(template, 'AWS::Lambda::Function').map(([id, fn]) => ({
      id,
      env:
        (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
      policies: JSON.stringify(template.findResources('AWS::IAM::Policy')),
    }));
  };
  return {
    web: templateOf(assembly, built.stacks.web),
    api: functionsOf(built.stacks.api),
    jobs: functionsOf(built.stacks.jobs),
  };
}

describe('Links in messages: one deploy, right address', () => {
  const dev = build();

  it('should write the distribution address to the stage app-url parameter', () => {
    dev.web.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/careshift/dev/app-url',
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
    });
  });

  it('should point the functions that write links at the parameter, by name, with read access to it alone', () => {
    const shifts = dev.api.find((fn) => fn.id.startsWith('AreasShifts'));
    expect(shifts?.env[ENV.appUrlParameter]).toBe('/careshift/dev/app-url');
    expect(shifts?.env[ENV.appUrl]).toBeUndefined();
    expect(shifts?.policies).toContain('ssm:GetParameter');
    expect(shifts?.policies).toContain(':parameter/careshift/dev/app-url');
    // shift-sweep, shift-reminders, notification-retry, late-clock-in-alert and the outbox sender (shift links).
    const linking = dev.jobs.filter((job) => job.env[ENV.appUrlParameter]);
    expect(linking.length).toBe(5);
    expect(linking.some((fn) => fn.id.startsWith('OutboxSender'))).toBe(true);
    for (const job of linking) expect(job.env[ENV.appUrlParameter]).toBe('/careshift/dev/app-url');
  });

  it('should give no app URL to an area that writes no links', () => {
    const positions = dev.api.find((fn) => fn.id.startsWith('AreasPositions'));
    expect(positions?.env[ENV.appUrlParameter]).toBeUndefined();
    expect(positions?.env[ENV.appUrl]).toBeUndefined();
  });
});

describe('A custom domain', () => {
  const custom = build({
    stage: 'domaintest',
    'careshift:domainName': 'app.careshift.cy',
    'careshift:certificateArn': CERTIFICATE,
  });

  it('should attach the domain and its us-east-1 certificate to the distribution', () => {
    custom.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.careshift.cy'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: CERTIFICATE,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
  });

  it('should use the custom domain for links, set directly at deploy time', () => {
    custom.web.hasResourceProperties('AWS::SSM::Parameter', { Value: 'https://app.careshift.cy' });
    const shifts = custom.api.find((fn) => fn.id.startsWith('AreasShifts'));
    expect(shifts?.env[ENV.appUrl]).toBe('https://app.careshift.cy');
  });

  it('should refuse a certificate outside us-east-1 or a domain without one', () => {
    expect(() =>
      build({
        'careshift:domainName': 'app.careshift.cy',
        'careshift:certificateArn': CERTIFICATE.replace('us-east-1', 'eu-central-1'),
      }),
    ).toThrow(/us-east-1/);
    expect(() => build({ 'careshift:domainName': 'app.careshift.cy' })).toThrow(/both/);
  });
});

describe('A fully configured stage', () => {
  it('should pass cdk-nag with a custom domain and Cognito through SES', () => {
    const full = buildTestApp({
      operations: SOME_AREAS,
      context: {
        stage: 'fulltest',
        'careshift:domainName': 'app.careshift.cy',
        'careshift:certificateArn': CERTIFICATE,
        'careshift:cognitoEmailViaSes': 'true',
      },
    });
    expect(() => full.synth()).not.toThrow();
  });
});
