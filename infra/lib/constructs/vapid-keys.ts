import { Secret } from 'aws-cdk-lib/aws-secretsmanager';

import { ENV } from '@careshift/contract';

import type { AppFunction } from './app-function';

/** The stage's VAPID key pair (Web Push, issue 36): a secret an operator makes once (docs/operations.md). */
export function vapidSecretName(stage: string): string {
  return `careshift/${stage}/vapid`;
}

/**
 * Lets a function sign Web Push requests: read access to the stage's VAPID secret, found by name
 * (VAPID_SECRET_ARN holds its partial ARN, which Secrets Manager resolves). The secret is not made by
 * a stack: the keys must outlive every deployment, since a new public key silently ends every phone's
 * subscription (docs/decisions: "VAPID keys made once per stage").
 */
export function bindVapidKeys(fn: AppFunction, stage: string): void {
  const secret = Secret.fromSecretNameV2(fn, 'VapidKeys', vapidSecretName(stage));
  secret.grantRead(fn.role);
  fn.setEnv(ENV.vapidSecretArn, secret.secretArn);
}
