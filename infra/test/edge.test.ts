import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { routeKey } from '@careshift/contract';
import {
  cognitoEndpoint,
  contentSecurityPolicy,
  FIXED_SECURITY_HEADERS,
  HSTS_MAX_AGE_SECONDS,
} from '@careshift/contract/edge/security-headers';

import { PUBLIC_ROUTE_THROTTLE, STAGE_THROTTLE, WAF_RATE_LIMITS } from '../lib/edge-limits';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

const app = buildTestApp({ operations: POSITIONS_ONLY });
const assembly = app.synth();
const edge = templateOf(assembly, app.stacks.edge);
const auth = templateOf(assembly, app.stacks.auth);
const api = templateOf(assembly, app.stacks.api);
const web = templateOf(assembly, app.stacks.web);

type Rule = {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  Statement: Record<string, unknown>;
};
const rulesOf = (template: typeof edge): Rule[] => {
  const [[, acl] = []] = resourcesOf(template, 'AWS::WAFv2::WebACL');
  return (acl?.Properties.Rules ?? []) as Rule[];
};
const rule = (rules: Rule[], name: string): Rule => {
  const found = rules.find((candidate) => candidate.Name === name);
  if (!found) throw new Error(`No rule ${name}`);
  return found;
};
const rateOf = (found: Rule) =>
  (
    found.Statement.RateBasedStatement as {
      Limit: number;
      AggregateKeyType: string;
      EvaluationWindowSec: number;
    }
  ).Limit;

describe('The edge in AWS', () => {
  it('should put the CloudFront web ACL in us-east-1 with scope CLOUDFRONT and attach it to the distribution', () => {
    expect(app.stacks.edge.region).toBe('us-east-1');
    edge.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const [[, distribution] = []] = resourcesOf(web, 'AWS::CloudFront::Distribution');
    const config = distribution?.Properties.DistributionConfig as { WebACLId?: unknown };
    expect(config.WebACLId).toBeDefined();
    // A cross-region reference: the edge stack writes the ARN to SSM, the web stack reads it.
    expect(JSON.stringify(config.WebACLId)).toMatch(
      /ExportsReader.*careshiftdevedgeeucentral1.*FirewallWebAcl/,
    );
    web.resourceCountIs('Custom::CrossRegionExportReader', 1);
  });

  it('should run the common and known-bad-inputs rule groups, counting only the 8 KB body rule', () => {
    const rules = rulesOf(edge);
    const common = rule(rules, 'AWS-AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
      RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
    });
    expect(
      rule(rules, 'AWS-AWSManagedRulesKnownBadInputsRuleSet').Statement.ManagedRuleGroupStatement,
    ).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesKnownBadInputsRuleSet',
    });
  });

  it('should rate-limit the sign-in page, the public calls and the API per IP with a 429 in the API error shape', () => {
    const rules = rulesOf(edge);
    expect(rateOf(rule(rules, 'RateSignInPage'))).toBe(WAF_RATE_LIMITS.signInPage);
    expect(rateOf(rule(rules, 'RatePublicCalls'))).toBe(WAF_RATE_LIMITS.publicCalls);
    expect(rateOf(rule(rules, 'RateApi'))).toBe(WAF_RATE_LIMITS.apiOverall);
    const scope = (name: string, path: string, constraint: string) =>
      expect(rule(rules, name).Statement).toMatchObject({
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          EvaluationWindowSec: 300,
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              SearchString: path,
              PositionalConstraint: constraint,
            },
          },
        },
      });
    scope('RateSignInPage', '/login', 'EXACTLY');
    scope('RatePublicCalls', '/api/public/', 'STARTS_WITH');
    scope('RateApi', '/api/', 'STARTS_WITH');
    expect(rule(rules, 'RateApi').Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'throttled' } },
    });
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      CustomResponseBodies: {
        throttled: { ContentType: 'APPLICATION_JSON', Content: Match.stringLikeRegexp('"code":"THROTTLED"') },
      },
    });
  });

  it('should silently Challenge page loads of the sign-in page only, never an API call (a fetch cannot solve it)', () => {
    const rules = rulesOf(edge);
    const signIn = rule(rules, 'ChallengeSignInPage');
    expect(signIn.Action).toEqual({ Challenge: {} });
    expect(JSON.stringify(signIn.Statement)).toMatch(/"SearchString":"GET".*"SearchString":"\/login"/);
    const challenges = rules.filter((candidate) => candidate.Action && 'Challenge' in candidate.Action);
    expect(challenges.map((candidate) => candidate.Name)).toEqual(['ChallengeSignInPage']);
    expect(JSON.stringify(challenges)).not.toContain('/api/');
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      ChallengeConfig: { ImmunityTimeProperty: { ImmunityTime: Match.anyValue() } },
    });
  });

  it('should put a REGIONAL web ACL on the user pool with sign-in, recovery and overall rate limits', () => {
    auth.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'REGIONAL' });
    const rules = rulesOf(auth);
    expect(rateOf(rule(rules, 'RateSignIn'))).toBe(WAF_RATE_LIMITS.userPoolSignIn);
    expect(rateOf(rule(rules, 'RateRecovery'))).toBe(WAF_RATE_LIMITS.userPoolRecovery);
    expect(rateOf(rule(rules, 'RateUserPool'))).toBe(WAF_RATE_LIMITS.userPoolOverall);
    expect(JSON.stringify(rule(rules, 'RateSignIn').Statement)).toContain(
      'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
    );
    expect(rules.some((candidate) => candidate.Action && 'Challenge' in candidate.Action)).toBe(false);
    const [[aclId] = []] = resourcesOf(auth, 'AWS::WAFv2::WebACL');
    const [[poolId] = []] = resourcesOf(auth, 'AWS::Cognito::UserPool');
    auth.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('should throttle the stage by default and every public route of the contract more tightly', () => {
    const [[, stage] = []] = resourcesOf(api, 'AWS::ApiGatewayV2::Stage');
    expect(stage?.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    const publicKeys = POSITIONS_ONLY.filter((operation) => operation.access === 'public').map(routeKey);
    expect(publicKeys).toContain('GET /api/public/positions');
    expect(Object.keys(stage?.Properties.RouteSettings as object).sort()).toEqual(publicKeys.sort());
    for (const key of publicKeys) {
      expect((stage?.Properties.RouteSettings as Record<string, unknown>)[key]).toEqual({
        ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: PUBLIC_ROUTE_THROTTLE.burstLimit,
      });
    }
  });

  it('should send the security headers of the one definition, with the CSP string it builds', () => {
    const [[, policy] = []] = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy?.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    const headers = config.SecurityHeadersConfig;
    const csp = contentSecurityPolicy({
      userPool: cognitoEndpoint('eu-central-1'),
      documents: 'https://DOCUMENTS',
      https: true,
    });
    const [before, after] = csp.split('DOCUMENTS');
    const synthesized = JSON.stringify(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(synthesized).toContain(JSON.stringify(before).slice(1, -1));
    expect(synthesized).toContain(JSON.stringify(after?.split('DOCUMENTS')[0]).slice(1, -1));
    expect(synthesized).toContain("script-src 'self';");
    expect(synthesized).toContain('upgrade-insecure-requests');
    expect(headers.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.FrameOptions).toEqual({
      FrameOption: FIXED_SECURITY_HEADERS['X-Frame-Options'],
      Override: true,
    });
    expect(headers.ReferrerPolicy).toEqual({
      ReferrerPolicy: FIXED_SECURITY_HEADERS['Referrer-Policy'],
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: FIXED_SECURITY_HEADERS['Permissions-Policy'], Override: true },
    ]);
  });
});
