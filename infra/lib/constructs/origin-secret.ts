import { SecretValue } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import { ENV } from '@careshift/contract';
import { ORIGIN_SECRET_CURRENT_KEY, originSecretName } from '@careshift/contract/edge/origin';
import type { OriginSecretValue } from '@careshift/contract/edge/origin';

import { acknowledge } from '../nag';

import type { AppFunction } from './app-function';

/** Where the web stack's deploy may pin the secret's version (README "Rotating the origin secret"). */
export const ORIGIN_SECRET_VERSION_CONTEXT = 'careshift:originSecretVersion';

/**
 * The value of the origin header CloudFront sends to the API, in the secret's `current` field, as a
 * CloudFormation dynamic reference (resolved at deploy time, never in the template). CloudFormation
 * resolves it again only when the reference changes: a rotation deploys the web stack with the new
 * version's id (`-c careshift:originSecretVersion=<VersionId>`), which changes it.
 */
export function originHeaderValue(stage: string, versionId?: string): string {
  return SecretValue.secretsManager(originSecretName(stage), {
    jsonField: ORIGIN_SECRET_CURRENT_KEY,
    ...(versionId ? { versionId } : {}),
  }).unsafeUnwrap();
}

/**
 * The secret `careshift/<stage>/origin`, JSON {"current", "previous"}: CloudFront sends `current` in
 * the origin header, and the API accepts `current` or `previous`, so a rotation needs no downtime
 * (docs/operations.md). Created with a random `current` and an empty `previous`; each API function
 * may read it (and only it, for this purpose) and finds it by ORIGIN_SECRET_ARN.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    const initial: Omit<OriginSecretValue, 'current'> = { previous: '' };
    this.secret = new Secret(this, 'Secret', {
      secretName: originSecretName(props.stage),
      description:
        'CareShift: the header value only CloudFront sends to the API (JSON {"current", "previous"})',
      generateSecretString: {
        secretStringTemplate: JSON.stringify(initial),
        generateStringKey: ORIGIN_SECRET_CURRENT_KEY,
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'Rotated by an operator in three steps with a web stack deploy between them (docs/operations.md), which a rotation Lambda cannot do.',
    );
  }

  /** Lets an API function read the secret and tells it where the secret is. */
  grantTo(fn: AppFunction): void {
    this.secret.grantRead(fn.role);
    fn.setEnv(ENV.originSecretArn, this.secret.secretArn);
  }
}
