import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type * as Ses from '@aws-sdk/client-sesv2';

import { ENV } from '@careshift/contract';

import { clientOptions, once } from './clients';

/**
 * SESv2, for e-mail (the outbox through SES_ENDPOINT), with its package imported on the first e-mail:
 * a file of its own beside the bundle, so a Lambda that may send e-mail does not load it when it starts.
 */
export async function sesOnDemand(): Promise<{ client: SESv2Client; sdk: typeof Ses }> {
  const sdk = await import('@aws-sdk/client-sesv2');
  const options = clientOptions(ENV.sesEndpoint);
  return { client: once('ses', options, () => new sdk.SESv2Client(options)), sdk };
}
