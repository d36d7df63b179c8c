import { SNSClient } from '@aws-sdk/client-sns';

import { ENV } from '@careshift/contract';

import { clientOptions, once } from './clients';

/**
 * SNS for the sign-in code's SMS (the outbox through SNS_ENDPOINT): the Create Auth Challenge trigger
 * sends on every call, so it loads the client when it starts. Notices use `snsOnDemand`; this file is
 * apart from aws/clients.ts so that no other bundle reaches SNS but on demand.
 */
export function snsClient(): SNSClient {
  const options = clientOptions(ENV.snsEndpoint);
  return once('sns', options, () => new SNSClient(options));
}
