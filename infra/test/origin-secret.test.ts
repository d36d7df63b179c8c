import { describe, expect, it } from 'vitest';

import { ENV } from '@careshift/contract';
import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';

import { ORIGIN_SECRET_VERSION_CONTEXT } from '../lib/constructs/origin-secret';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

/** Two areas (public: the contact form; positions) are enough: every area gets the same grant. */
const OPERATIONS = (await import('@careshift/contract')).operationList.filter((operation) =>
  ['positions', 'public'].includes(operation.area),
);
const dev = buildTestApp({ operations: OPERATIONS });
const assembly = dev.synth();
const api = templateOf(assembly, dev.stacks.api);
const web = templateOf(assembly, dev.stacks.web);

type Origin = {
  Id: string;
  DomainName: unknown;
  CustomOriginConfig?: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
};

function apiOrigin(template: typeof web): Origin | undefined {
  const [[, distribution] = []] = resourcesOf(template, 'AWS::CloudFront::Distribution');
  const config = distribution?.Properties.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
    Origins: Origin[];
  };
  const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === '/api/*');
  return config.Origins.find((origin) => origin.Id === behavior?.TargetOriginId);
}

describe('Only CloudFront reaches the API: the origin secret (issue 30)', () => {
  const [[secretId, secret] = []] = resourcesOf(api, 'AWS::SecretsManager::Secret').filter(
    ([, candidate]) => candidate.Properties.Name === 'careshift/dev/origin',
  );

  it('should keep the value in the secret careshift/<stage>/origin, JSON {"current", "previous"}, generated', () => {
    expect(secretId).toBeDefined();
    expect(secret?.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: JSON.stringify({ previous: '' }),
      GenerateStringKey: 'current',
      ExcludePunctuation: true,
    });
  });

  it("should send the secret's current value in the origin header on the API origin only, resolved at deploy time", () => {
    const origin = apiOrigin(web);
    expect(JSON.stringify(origin?.DomainName)).toContain('execute-api');
    expect(origin?.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_HEADER,
        HeaderValue: '{{resolve:secretsmanager:careshift/dev/origin:SecretString:current::}}',
      },
    ]);
    // The template carries a reference, never the value.
    expect(JSON.stringify(web.toJSON())).not.toMatch(/"HeaderValue":"[A-Za-z0-9]{48}"/);
    const [[, distribution] = []] = resourcesOf(web, 'AWS::CloudFront::Distribution');
    const origins = (distribution?.Properties.DistributionConfig as { Origins: Origin[] }).Origins;
    expect(origins.filter((candidate) => candidate.OriginCustomHeaders)).toHaveLength(1);
  });

  it("should pin the secret's version when a rotation deploys with careshift:originSecretVersion, so CloudFormation reads it again", () => {
    const rotated = buildTestApp({
      operations: OPERATIONS,
      nag: false,
      context: { [ORIGIN_SECRET_VERSION_CONTEXT]: 'a1b2c3d4-0000-4000-8000-000000000000' },
    });
    const template = templateOf(rotated.synth(), rotated.stacks.web);
    expect(apiOrigin(template)?.OriginCustomHeaders?.[0]?.HeaderValue).toBe(
      '{{resolve:secretsmanager:careshift/dev/origin:SecretString:current::a1b2c3d4-0000-4000-8000-000000000000}}',
    );
  });

  it('should let every API function read that secret, and only read it, and tell each where it is', () => {
    const functions = resourcesOf(api, 'AWS::Lambda::Function').filter(([, fn]) =>
      JSON.stringify(fn.Properties.Description ?? '').includes('CareShift API'),
    );
    expect(functions.length).toBe(2);
    for (const [, fn] of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[ENV.originSecretArn]).toEqual({ Ref: secretId });
      expect(variables[ENV.originSecret]).toBeUndefined();
    }
    const readers = resourcesOf(api, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(`"Ref":"${secretId}"`),
    );
    expect(readers).toHaveLength(2);
    for (const [, policy] of readers) {
      const statements = (
        policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }
      ).Statement.filter((statement) => JSON.stringify(statement.Resource).includes(`"Ref":"${secretId}"`));
      expect(statements).toHaveLength(1);
      expect([statements[0]?.Action].flat().sort()).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(statements[0]?.Resource).toEqual({ Ref: secretId });
    }
  });

  it("should print no stack output with the API's own execute-api address", () => {
    for (const stack of Object.values(dev.stacks)) {
      const outputs = JSON.stringify(templateOf(assembly, stack).toJSON().Outputs ?? {});
      expect(outputs, stack.stackName).not.toContain('execute-api');
      expect(outputs, stack.stackName).not.toContain('ApiEndpoint');
    }
  });
});
