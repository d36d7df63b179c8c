import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { ENV, operationList, routeKey } from '@careshift/contract';
import type { Area, Operation } from '@careshift/contract';

import { TRIGGER_FILES } from '../lib/constructs/user-directory';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

const dev = buildTestApp();
const assembly = dev.synth();
const api = templateOf(assembly, dev.stacks.api);
const areas = [...new Set(operationList.map((operation) => operation.area))].sort();

type Props = Record<string, unknown>;
const routes = resourcesOf(api, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
const integrations = new Map(
  resourcesOf(api, 'AWS::ApiGatewayV2::Integration').map(([id, r]) => [id, r.Properties]),
);
const functions = new Map(resourcesOf(api, 'AWS::Lambda::Function').map(([id, r]) => [id, r.Properties]));
const [[authorizerId, authorizer] = []] = resourcesOf(api, 'AWS::ApiGatewayV2::Authorizer');

/** Route target `integrations/<id>` → the integration → the Lambda it invokes. */
function functionIdOfRoute(route: Props): string {
  const target = route.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
  const integration = integrations.get(target['Fn::Join'][1][1].Ref);
  const uri = integration?.IntegrationUri as { 'Fn::GetAtt': [string, string] };
  return uri['Fn::GetAtt'][0];
}

function syntheticOperation(overrides: Partial<Operation>): Operation {
  return {
    id: 'synthetic-read',
    method: 'GET',
    path: '/api/synthetic',
    access: ['SYSTEM_USER'],
    area: 'positions',
    summary: 'Synthetic operation for a test.',
    input: {},
    output: z.null(),
    ...overrides,
  };
}

describe('ApiStack', () => {
  it('should create exactly one route per contract operation', () => {
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(operationList.map(routeKey).sort());
  });

  it('should leave public operations open and put every other behind the Cognito JWT authorizer', () => {
    for (const operation of operationList) {
      const route = routes.find((candidate) => candidate.RouteKey === routeKey(operation));
      if (operation.access === 'public') {
        expect(route?.AuthorizationType, operation.id).toBe('NONE');
        expect(route?.AuthorizerId, operation.id).toBeUndefined();
      } else {
        expect(route?.AuthorizationType, operation.id).toBe('JWT');
        expect(route?.AuthorizerId, operation.id).toEqual({ Ref: authorizerId });
      }
    }
  });

  it('should check tokens issued by the user pool for the web app client', () => {
    const outputs = templateOf(assembly, dev.stacks.auth).toJSON().Outputs as Record<
      string,
      { Value: { Ref?: string }; Export?: { Name: string } }
    >;
    const exportOf = (construct: { node: { defaultChild?: unknown } }) => {
      const id = dev.stacks.auth.getLogicalId(construct.node.defaultChild as never);
      const output = Object.values(outputs).find((o) => o.Export && o.Value.Ref === id);
      return { 'Fn::ImportValue': output?.Export?.Name };
    };
    const { userPool, client } = dev.stacks.auth.users;
    expect(authorizer?.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer?.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    expect(authorizer?.Properties.JwtConfiguration).toEqual({
      Audience: [exportOf(client)],
      Issuer: { 'Fn::Join': ['', ['https://cognito-idp.eu-central-1.amazonaws.com/', exportOf(userPool)]] },
    });
  });

  it('should run one Lambda per area that has operations, and route each operation to its area', () => {
    expect(functions.size).toBe(areas.length);
    const areaOfFunction = (id: string) =>
      String(functions.get(id)?.Description).replace(/^CareShift API: (.*) area$/, '$1');
    expect([...functions.keys()].map(areaOfFunction).sort()).toEqual(areas);
    for (const operation of operationList) {
      const route = routes.find((candidate) => candidate.RouteKey === routeKey(operation)) as Props;
      expect(areaOfFunction(functionIdOfRoute(route)), operation.id).toBe(operation.area);
    }
  });

  it('should use API Gateway payload format 2.0 for every integration', () => {
    for (const integration of integrations.values()) {
      expect(integration.IntegrationType).toBe('AWS_PROXY');
      expect(integration.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('should run every Lambda of the app on Node.js 22, arm64, with active tracing and a month of logs', () => {
    const all = [dev.stacks.api, dev.stacks.auth].flatMap((stack) => {
      const template = templateOf(assembly, stack);
      const logGroups = new Map(
        resourcesOf(template, 'AWS::Logs::LogGroup').map(([id, g]) => [id, g.Properties]),
      );
      return resourcesOf(template, 'AWS::Lambda::Function').map(([, fn]) => ({
        fn: fn.Properties,
        logGroups,
      }));
    });
    // One per area, and the user pool's triggers.
    expect(all.length).toBe(areas.length + TRIGGER_FILES.length);
    for (const { fn, logGroups } of all) {
      expect(fn.Runtime).toBe('nodejs22.x');
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Handler).toBe('index.handler');
      const logGroup = (fn.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(logGroups.get(logGroup)?.RetentionInDays).toBe(30);
    }
  });

  it('should give each area Lambda the table name and attach no AWS managed policy', () => {
    for (const fn of functions.values()) {
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[ENV.tableName]).toBeDefined();
    }
    for (const [, role] of resourcesOf(api, 'AWS::IAM::Role')) {
      expect(JSON.stringify(role.Properties.ManagedPolicyArns ?? [])).not.toContain(':iam::aws:policy');
    }
  });

  it('should let only the partners Lambda read the Heed signing secret, and tell it where the intake is', () => {
    const [[secretId] = []] = resourcesOf(api, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.includes('HeedSigningSecret'),
    );
    expect(secretId).toBeDefined();
    const readers = resourcesOf(api, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(`"Ref":"${secretId}"`),
    );
    expect(readers).toHaveLength(1);
    const statements = JSON.stringify(readers[0]?.[1].Properties.PolicyDocument);
    expect(statements).toContain('secretsmanager:GetSecretValue');
    expect(statements).not.toContain('secretsmanager:PutSecretValue');
    const withSecret = [...functions.values()].filter((fn) =>
      JSON.stringify(fn.Environment ?? {}).includes(ENV.heedSecretArn),
    );
    expect(withSecret).toHaveLength(1);
    expect(JSON.stringify(withSecret[0]?.Environment)).toContain(ENV.heedIntakeUrl);
    expect(JSON.stringify(withSecret[0]?.Description)).toContain('partners');
  });

  it("should let only the payments Lambda read Stripe's keys, and alarm on refused webhook deliveries", () => {
    const [[secretId] = []] = resourcesOf(api, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.includes('StripeKeys'),
    );
    expect(secretId).toBeDefined();
    const readers = resourcesOf(api, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(`"Ref":"${secretId}"`),
    );
    expect(readers).toHaveLength(1);
    expect(JSON.stringify(readers[0]?.[1].Properties.PolicyDocument)).not.toContain(
      'secretsmanager:PutSecretValue',
    );
    const withSecret = [...functions.values()].filter((fn) =>
      JSON.stringify(fn.Environment ?? {}).includes(ENV.stripeSecretArn),
    );
    expect(withSecret).toHaveLength(1);
    expect(JSON.stringify(withSecret[0]?.Description)).toContain('payments');
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '4xx',
      Namespace: 'AWS/ApiGateway',
      Dimensions: Match.arrayWith([{ Name: 'Resource', Value: '/api/payments/stripe/webhook' }]),
    });
  });

  it('should throttle the default stage and write access logs', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });

  it('should fail with the missing file and the operations it serves when an area has no handler', () => {
    const operations = [syntheticOperation({ id: 'ghost-list', area: 'no-such-area' as Area })];
    expect(() => buildTestApp({ operations })).toThrow(/lambdas\/src\/no-such-area\/handler\.ts.*ghost-list/);
  });

  it('should refuse two operations with the same route', () => {
    const operations = [syntheticOperation({ id: 'one' }), syntheticOperation({ id: 'two' })];
    expect(() => buildTestApp({ operations })).toThrow(
      'Two operations of the contract share the route GET /api/synthetic',
    );
  });
});
