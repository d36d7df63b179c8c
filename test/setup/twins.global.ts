import type { TestProject } from 'vitest/node';

import { DEFAULT_REGION, ENV } from '@careshift/contract';
import { TEST_ORIGIN_SECRET } from '@careshift/lambdas/testing/http-event';
import { startMessagingTwin } from '@careshift/local/outbox/messaging-twin';
import { Outbox } from '@careshift/local/outbox/outbox';
import { localPushEnvironment } from '@careshift/local/outbox/push-service-twin';
import { LOCAL_COMPANY_ENV } from '@careshift/local/stack/local-company';
import { stripeEnvironment } from '@careshift/local/stack/stack-services';
import { createTable, startDynamoDbLocal } from '@careshift/local/twins/dynamodb-local';
import { freePort } from '@careshift/local/twins/free-port';
import { LOCAL_ACCESS_KEY, startS3Twin } from '@careshift/local/twins/s3-twin';
import { startStripeTwin } from '@careshift/local/twins/stripe-twin';

/** The bucket integration tests use; tests keep to their own key prefix. */
export const TEST_DOCUMENTS_BUCKET = 'careshift-documents-test';

/**
 * Integration tests run against twins started here once per run: DynamoDB Local, the S3 twin and
 * the SNS/SES twin with its outbox (read it with `createOutboxClient(process.env.SNS_ENDPOINT)`), and the
 * Stripe twin (STRIPE_* set for the payments Lambda; it delivers no webhooks: read its events with the SDK).
 * Each test file creates its own table (see test/setup/test-db.ts) so files can run in parallel
 * without sharing data. Workers inherit the environment set here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { shuffle, seed } = project.config.sequence;
  if (shuffle)
    console.log(
      `[integration] tests in a shuffled order, seed ${seed}: repeat it with --sequence.seed=${seed}`,
    );
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne();
  };
  const track = <T extends { stop(): Promise<void> }>(starting: Promise<T>) =>
    starting.then((twin) => (stoppers.push(twin.stop), twin));
  const starting = [
    track(startDynamoDbLocal(await freePort())),
    track(startS3Twin({ port: await freePort(), buckets: [TEST_DOCUMENTS_BUCKET] })),
    track(startMessagingTwin({ port: await freePort(), outbox: new Outbox({ print: false }) })),
    track(startStripeTwin({ port: await freePort() })),
  ] as const;
  await Promise.allSettled(starting);
  try {
    const [dynamo, s3, messaging, stripe] = await Promise.all(starting);
    Object.assign(process.env, {
      [ENV.region]: DEFAULT_REGION,
      [ENV.dynamodbEndpoint]: dynamo.endpoint,
      [ENV.s3Endpoint]: s3.endpoint,
      [ENV.documentsBucket]: TEST_DOCUMENTS_BUCKET,
      [ENV.snsEndpoint]: messaging.url,
      [ENV.sesEndpoint]: messaging.url,
      ...localPushEnvironment(messaging.url),
      [ENV.mailFrom]: 'CareShift <no-reply@careshift.local>',
      ...stripeEnvironment(stripe),
      [ENV.metricsDisabled]: 'true',
      // The origin header's value the handlers accept: httpEvent's events carry it, as CloudFront's do.
      [ENV.originSecret]: TEST_ORIGIN_SECRET,
      ...LOCAL_COMPANY_ENV,
      AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY,
    });
    await createTable(dynamo.endpoint, 'careshift-smoke');
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
