import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

import { ERROR_CODES } from '@careshift/contract';

import { WAF_RATE_WINDOW_SECONDS } from '../edge-limits';

/* Small builders of WAFv2 rules (L1 shapes), shared by the CloudFront and the user-pool web ACLs. */

type Statement = CfnWebACL.StatementProperty;
type Rule = CfnWebACL.RuleProperty;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/** The rule's metric is named after the rule. */
export function webAclVisibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return visibility(metricName);
}

/** An AWS managed rule group, its own actions kept except the rules turned to Count. */
export function managedRuleGroup(name: string, priority: number, countOnly: string[] = []): Rule {
  return {
    name: `AWS-${name}`,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length
          ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    visibilityConfig: visibility(`AWS-${name}`),
  };
}

const lowercase = [{ priority: 0, type: 'LOWERCASE' }];
const none = [{ priority: 0, type: 'NONE' }];

/** The request's path starts with `prefix` (case-insensitive). */
export function pathStartsWith(prefix: string): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: prefix.toLowerCase(),
      textTransformations: lowercase,
    },
  };
}

/** The request's path is exactly `path` (case-insensitive). */
export function pathIs(path: string): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: path.toLowerCase(),
      textTransformations: lowercase,
    },
  };
}

/** The request's method is `method`. */
export function methodIs(method: string): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch: { method: {} },
      positionalConstraint: 'EXACTLY',
      searchString: method,
      textTransformations: none,
    },
  };
}

/** A header equals one of `values` (Cognito's API names its call in X-Amz-Target). */
export function headerIsOneOf(header: string, values: string[]): Statement {
  const matches = values.map((value): Statement => ({
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: header.toLowerCase() } },
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: none,
    },
  }));
  return matches.length === 1 && matches[0] ? matches[0] : { orStatement: { statements: matches } };
}

export function allOf(...statements: Statement[]): Statement {
  return statements.length === 1 && statements[0] ? statements[0] : { andStatement: { statements } };
}

export function not(statement: Statement): Statement {
  return { notStatement: { statement } };
}

/** The JSON reply of a rate-limited request, in the API's error shape ({message, code}). */
export const THROTTLED_BODY_KEY = 'throttled';
export const THROTTLED_BODY = JSON.stringify({
  message: 'Too many requests, try again later.',
  code: ERROR_CODES.throttled,
});

/** Blocks an IP that passes `limit` requests matching `scope` in WAF's window, answering 429. */
export function rateRule(name: string, priority: number, limit: number, scope?: Statement): Rule {
  return {
    name,
    priority,
    action: {
      block: {
        customResponse: { responseCode: 429, customResponseBodyKey: THROTTLED_BODY_KEY },
      },
    },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit,
        evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
        ...(scope ? { scopeDownStatement: scope } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** AWS WAF's silent Challenge (a browser proves itself in the background, no puzzle to solve). */
export function challengeRule(name: string, priority: number, statement: Statement): Rule {
  return { name, priority, action: { challenge: {} }, statement, visibilityConfig: visibility(name) };
}

/** The custom response bodies a web ACL with rate rules needs. */
export const THROTTLED_RESPONSE_BODIES = {
  [THROTTLED_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: THROTTLED_BODY },
};
