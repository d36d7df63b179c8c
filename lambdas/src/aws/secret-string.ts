import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

import { clientOptions, once } from './clients';

/**
 * A secret's string from Secrets Manager (AWS only: locally the secrets are environment variables).
 * Callers import this module with `await import()`, so the Secrets Manager client is a file of its own
 * beside each bundle, read by the first request that needs a secret and never on cold start
 * (docs/decisions/performance/area-loads.md).
 */
export async function readSecretString(secretId: string): Promise<string | undefined> {
  const options = clientOptions();
  const client = once('secrets-manager', options, () => new SecretsManagerClient(options));
  const reply = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  return reply.SecretString;
}
