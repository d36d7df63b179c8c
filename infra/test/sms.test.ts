import { describe, expect, it } from 'vitest';

import { ENV } from '@careshift/contract';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

type Statement = { Action: string | string[]; Effect: string; Resource: unknown; Condition?: unknown };

function smsFunctions(context: Record<string, unknown> = {}) {
  const built = buildTestApp({ operations: POSITIONS_ONLY, nag: false, context });
  const assembly = built.synth();
  return [built.stacks.auth, built.stacks.jobs].flatMap((stack) => {
    const template = templateOf(assembly, stack);
    const policies = resourcesOf(template, 'AWS::IAM::Policy');
    return resourcesOf(template, 'AWS::Lambda::Function').map(([, fn]) => {
      const role = (fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      const statements = policies
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(role))
        .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      const env = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables;
      return { statements, env: env ?? {} };
    });
  });
}

const publishes = (statements: Statement[]) =>
  statements.filter((s) => s.Effect === 'Allow' && [s.Action].flat().includes('sns:Publish'));

describe('SMS that sends, safely', () => {
  const functions = smsFunctions();
  const senders = functions.filter((fn) => publishes(fn.statements).length > 0);

  it('should tell every function that may send SMS the allowed country codes (+357 by default)', () => {
    expect(senders.length).toBeGreaterThan(1);
    for (const sender of senders) expect(sender.env[ENV.smsCountryCodes]).toBe('+357');
  });

  it('should keep sns:Publish to phone numbers in the stage region and deny every topic ARN', () => {
    for (const sender of senders) {
      for (const allow of publishes(sender.statements))
        expect(allow.Condition).toEqual({ StringEquals: { 'aws:RequestedRegion': { Ref: 'AWS::Region' } } });
      expect(
        sender.statements.some((s) => s.Effect === 'Deny' && [s.Action].flat().includes('sns:Publish')),
      ).toBe(true);
    }
  });

  it('should give no SMS country list to functions that cannot send SMS', () => {
    for (const fn of functions.filter((candidate) => publishes(candidate.statements).length === 0))
      expect(fn.env[ENV.smsCountryCodes]).toBeUndefined();
  });

  it('should pass the configured country codes through', () => {
    const configured = smsFunctions({ stage: 'smstest', 'careshift:smsCountryCodes': '+357,+30' });
    const values = configured.map((fn) => fn.env[ENV.smsCountryCodes]).filter(Boolean);
    expect(new Set(values)).toEqual(new Set(['+357,+30']));
  });

  it('should refuse a country code that is not one', () => {
    expect(() =>
      buildTestApp({
        operations: POSITIONS_ONLY,
        nag: false,
        context: { 'careshift:smsCountryCodes': '357' },
      }),
    ).toThrow(/not like \+357/);
  });
});
