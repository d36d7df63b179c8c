import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

import { WAF_RATE_LIMITS } from '../edge-limits';

import {
  headerIsOneOf,
  managedRuleGroup,
  rateRule,
  THROTTLED_RESPONSE_BODIES,
  webAclVisibility,
} from './waf-rules';

/** Cognito's API names each call in this header. */
const TARGET_HEADER = 'X-Amz-Target';
const cognitoCall = (name: string) => `AWSCognitoIdentityProviderService.${name}`;

/**
 * The REGIONAL web ACL of the user pool: rate limits per IP on the sign-in calls (password and SMS
 * code steps), on password recovery and on the pool's API overall, plus AWS's known-bad-inputs
 * group. No Challenge here: Amplify calls Cognito with fetch, which cannot solve the interstitial
 * (docs/decisions/security/edge-waf.md).
 */
export class UserPoolWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { name: string; userPool: IUserPool }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'CareShift user pool: sign-in rate limits',
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: webAclVisibility(props.name),
      customResponseBodies: THROTTLED_RESPONSE_BODIES,
      rules: [
        rateRule(
          'RateSignIn',
          0,
          WAF_RATE_LIMITS.userPoolSignIn,
          headerIsOneOf(TARGET_HEADER, [cognitoCall('InitiateAuth'), cognitoCall('RespondToAuthChallenge')]),
        ),
        rateRule(
          'RateRecovery',
          1,
          WAF_RATE_LIMITS.userPoolRecovery,
          headerIsOneOf(TARGET_HEADER, [cognitoCall('ForgotPassword'), cognitoCall('ConfirmForgotPassword')]),
        ),
        rateRule('RateUserPool', 2, WAF_RATE_LIMITS.userPoolOverall),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
