import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

import { API_PATH_PATTERN } from '@careshift/contract/edge/spa-routing';

import { CHALLENGE_IMMUNITY_SECONDS, WAF_RATE_LIMITS } from '../edge-limits';

import {
  allOf,
  challengeRule,
  managedRuleGroup,
  methodIs,
  pathIs,
  pathStartsWith,
  rateRule,
  THROTTLED_RESPONSE_BODIES,
  webAclVisibility,
} from './waf-rules';

/** The API's prefix ('/api/'), from the path pattern CloudFront sends to the API. */
const API_PREFIX = API_PATH_PATTERN.replace(/\*$/, '');
const PUBLIC_PREFIX = `${API_PREFIX}public/`;
/** The sign-in page: where a partner asks for an SMS code. */
export const SIGN_IN_PATH = '/login';

/**
 * The CloudFront web ACL (scope CLOUDFRONT, so it lives in us-east-1): rate limits per IP on the
 * API, the public calls and the sign-in page; AWS's common and known-bad-inputs rule groups; and the
 * silent Challenge on page loads of the sign-in page only, where a browser navigation can run the
 * interstitial. No Challenge on any API call: a fetch cannot solve it, and a challenged contact
 * message would be lost (202 and a page instead of the API's answer); the rate rules, the API's
 * own throttles and the honeypot guard the public writes (docs/decisions/security/edge-waf.md).
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { name: string }) {
    super(scope, id);
    const isGet = methodIs('GET');
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'CareShift edge: rate limits, AWS managed rules, silent Challenge on sign-in page loads',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: webAclVisibility(props.name),
      customResponseBodies: THROTTLED_RESPONSE_BODIES,
      challengeConfig: { immunityTimeProperty: { immunityTime: CHALLENGE_IMMUNITY_SECONDS } },
      rules: [
        rateRule('RateSignInPage', 0, WAF_RATE_LIMITS.signInPage, pathIs(SIGN_IN_PATH)),
        rateRule('RatePublicCalls', 1, WAF_RATE_LIMITS.publicCalls, pathStartsWith(PUBLIC_PREFIX)),
        rateRule('RateApi', 2, WAF_RATE_LIMITS.apiOverall, pathStartsWith(API_PREFIX)),
        // Request bodies: the API refuses bodies over MAX_BODY_BYTES itself (413); a multi-shift
        // post is larger than this group's 8 KB body rule, so that one rule only counts.
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 3, ['SizeRestrictions_BODY']),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 4),
        challengeRule('ChallengeSignInPage', 5, allOf(isGet, pathIs(SIGN_IN_PATH))),
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
