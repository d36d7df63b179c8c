import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

import { outboxStreamFilterPattern } from '@careshift/lambdas/notifications/outbox-stream-filter';

import { repoEntry } from '../paths';

import { AppFunction } from './app-function';
import type { AppLink, MailSettings } from './app-function';
import { OperationsAlarms } from './operations-alarms';
import type { SingleTable } from './single-table';
import { bindVapidKeys } from './vapid-keys';

/** The handler of the outbox sender, relative to the repository root. */
export const OUTBOX_SENDER_ENTRY = 'lambdas/src/notifications/outbox-stream-handler.ts';

export interface OutboxSenderProps {
  table: SingleTable;
  mail: MailSettings;
  smsCountryCodes: readonly string[];
  /** How the sender learns the app's URL (links in the notices). */
  link: AppLink;
  alarmTopic: ITopic;
  retain: boolean;
  /** The stage, whose VAPID secret signs Web Push (issue 36); absent in tests of the construct alone. */
  stage?: string;
}

/**
 * The outbox sender (issue 37): a Lambda on the table's stream, filtered to new notification intents,
 * that sends what a shift change's intent calls for (SMS through SNS, e-mail through SES) and removes
 * it. The request that wrote the intent never waits for SNS or SES. Nothing is lost: a delivery that
 * fails stays in the intent for the notification-retry job, a record whose intent could not be read is
 * retried by Lambda (partial batch failures, split on error); the retry job sweeps what is left.
 */
export class OutboxSender extends Construct {
  readonly function: AppFunction;
  readonly mapping: EventSourceMapping;

  constructor(scope: Construct, id: string, props: OutboxSenderProps) {
    super(scope, id);
    this.function = new AppFunction(this, 'Sender', {
      entry: repoEntry(OUTBOX_SENDER_ENTRY, 'the outbox sender'),
      description: 'CareShift: sends new notification intents from the table stream',
      retain: props.retain,
      timeout: Duration.seconds(30),
    });
    this.function
      .bindTable(props.table, 'write')
      .bindMail(props.mail)
      .allowSmsToPhoneNumbers(props.smsCountryCodes)
      .bindAppUrl(props.link);
    if (props.stage) bindVapidKeys(this.function, props.stage);
    const streamArn = props.table.table.tableStreamArn;
    if (!streamArn) throw new Error('The table has no stream: the outbox sender needs NEW_IMAGE records');
    // Reading this one stream, nothing more (DynamoEventSource's grant adds ListStreams on every
    // table, which Lambda's poller does not need for a mapping that names the stream).
    this.function.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
        resources: [streamArn],
      }),
    );
    this.mapping = new EventSourceMapping(this, 'NewIntents', {
      target: this.function.fn,
      eventSourceArn: streamArn,
      startingPosition: StartingPosition.LATEST,
      batchSize: 10,
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: 3,
      maxRecordAge: Duration.hours(1),
      filters: [FilterCriteria.filter(outboxStreamFilterPattern())],
    });
    // The mapping starts reading at once: the role's stream grant must exist first.
    this.mapping.node.addDependency(this.function.role);
    new OperationsAlarms(this, 'Alarms', props.alarmTopic).watchFunction('OutboxSender', this.function.fn);
  }
}
