import type { SSMClient } from '@aws-sdk/client-ssm';
import type * as Ssm from '@aws-sdk/client-ssm';

import { clientOptions, once } from './clients';

/**
 * SSM Parameter Store (AWS only: locally APP_URL is set), with its package imported on the first read:
 * a file of its own beside the bundle, read once per container when a message first needs a link.
 */
export async function ssmOnDemand(): Promise<{ client: SSMClient; sdk: typeof Ssm }> {
  const sdk = await import('@aws-sdk/client-ssm');
  const options = clientOptions();
  return { client: once('ssm', options, () => new sdk.SSMClient(options)), sdk };
}
