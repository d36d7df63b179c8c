import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { IScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import type { JobDefinition } from '../jobs';
import { acknowledge, wildcardResourceFinding } from '../nag';
import { repoEntry } from '../paths';

import { AppFunction } from './app-function';
import type { AppLink, MailSettings } from './app-function';
import type { DocumentsBucket } from './documents-bucket';
import { OperationsAlarms } from './operations-alarms';
import type { SingleTable } from './single-table';

export interface ScheduledJobProps {
  job: JobDefinition;
  table: SingleTable;
  documents: DocumentsBucket;
  mail: MailSettings;
  smsCountryCodes: readonly string[];
  /** How the functions that write links learn the app's URL. */
  link: AppLink;
  retain: boolean;
  group: IScheduleGroup;
  alarmTopic: ITopic;
}

/**
 * An EventBridge Scheduler schedule that invokes a job Lambda (a sweep) on its schedule: one run at a
 * time, the scheduler's retries only, a dead-letter queue for what fails them all, and alarms on the
 * function's errors and on the queue.
 */
export class ScheduledJob extends Construct {
  readonly function: AppFunction;
  readonly schedule: Schedule;
  /** Invocations the scheduler gave up on (after its retries): the alarm fires, an operator redrives. */
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    this.function = new AppFunction(this, 'Job', {
      entry: repoEntry(job.entry, `the scheduled job "${job.name}"`),
      description: `CareShift job: ${job.name}`,
      retain: props.retain,
      timeout: job.timeout ?? Duration.minutes(5),
      memorySize: job.memorySize,
      // One run at a time: a run still going when the next is due makes the next one wait (or fail
      // to the dead-letter queue), never overlap it.
      reservedConcurrentExecutions: 1,
    });
    // The scheduler retries (below); Lambda's own async retries would run a failed sweep twice more.
    this.function.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.hours(1) });
    this.function.bindTable(props.table, job.table);
    if (job.documents) this.function.bindBucket(props.documents, job.documents);
    if (job.mail) this.function.bindMail(props.mail);
    if (job.sms) this.function.allowSmsToPhoneNumbers(props.smsCountryCodes);
    if (job.links) this.function.bindAppUrl(props.link);

    this.deadLetters = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
    });
    acknowledge(
      this.deadLetters,
      'AwsSolutions-SQS3',
      "This queue is the schedule's dead-letter queue: it needs none of its own (docs/operations.md).",
    );

    // Our own role, so the grant and its acknowledgement sit here, next to the schedule.
    const invoker = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `CareShift scheduler: invokes ${job.name}`,
    });
    this.schedule = new Schedule(this, 'Schedule', {
      description: job.description.slice(0, 512),
      scheduleGroup: props.group,
      schedule: ScheduleExpression.expression(job.schedule),
      target: new LambdaInvoke(this.function.fn, {
        role: invoker,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
        deadLetterQueue: this.deadLetters,
      }),
    });
    const alarms = new OperationsAlarms(this, 'Alarms', props.alarmTopic);
    alarms.watchFunction(`Job-${job.name}`, this.function.fn);
    alarms.watchDeadLetters(`Job-${job.name}`, this.deadLetters);
    // The group is referenced by its literal name, which carries no dependency of its own.
    this.schedule.node.addDependency(props.group);
    acknowledge(
      invoker,
      wildcardResourceFinding(invoker, `${this.function.fn.functionArn}:*`),
      'grantInvoke also covers the versions and aliases (`:*`) of this one function; the role can invoke nothing else.',
    );
  }
}
