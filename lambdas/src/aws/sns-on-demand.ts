import type { SNSClient } from '@aws-sdk/client-sns';
import type * as Sns from '@aws-sdk/client-sns';

import { ENV } from '@careshift/contract';

import { clientOptions, once } from './clients';

/**
 * SNS, for notices by SMS (the outbox through SNS_ENDPOINT), with its package imported on the first
 * SMS: a file of its own beside the bundle, so a Lambda that may send SMS does not load it when it starts.
 */
export async function snsOnDemand(): Promise<{ client: SNSClient; sdk: typeof Sns }> {
  const sdk = await import('@aws-sdk/client-sns');
  const options = clientOptions(ENV.snsEndpoint);
  return { client: once('sns', options, () => new sdk.SNSClient(options)), sdk };
}
