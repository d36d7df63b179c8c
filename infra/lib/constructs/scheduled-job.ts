import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
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
import { bindVapidKeys } from './vapid-keys';

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
  /** The stage, whose VAPID secret a job that pushes reads (issue 36). */
  stage?: string;
}

/** A queue that keeps what failed for 14 days, encrypted and reachable over TLS only. */
function failureQueue(scope: Construct, id: string, what: string): Queue {
  const queue = new Queue(scope, id, {
    retentionPeriod: Duration.days(14),
    enforceSSL: true,
    encryption: QueueEncryption.SQS_MANAGED,
  });
  acknowledge(
    queue,
    'AwsSolutions-SQS3',
    `This queue is ${what}: it needs no dead-letter queue of its own (docs/operations.md).`,
  );
  return queue;
}

/**
 * An EventBridge Scheduler schedule that invokes a job Lambda (a sweep) asynchronously on its schedule.
 * Runs never overlap: each takes the job's lease in the table (lambdas/src/jobs/job-run.ts), so no
 * reserved concurrency (a new account's limit of 10 refuses any reservation). Nothing is dropped: the
 * scheduler retries a failed hand-over and then puts the event in `deadLetters`; Lambda retries a failed
 * run twice and then sends the record to `failedRuns` (its on-failure destination). Alarms fire on the
 * function's errors and throttles and on a message in either queue.
 */
export class ScheduledJob extends Construct {
  readonly function: AppFunction;
  readonly schedule: Schedule;
  /** Invocations the scheduler could not hand over (after its retries): the alarm fires, an operator redrives. */
  readonly deadLetters: Queue;
  /** Runs that failed after Lambda's retries, or waited too long to start: the alarm fires, an operator reruns. */
  readonly failedRuns: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    this.function = new AppFunction(this, 'Job', {
      entry: repoEntry(job.entry, `the scheduled job "${job.name}"`),
      description: `CareShift job: ${job.name}`,
      retain: props.retain,
      timeout: job.timeout,
      memorySize: job.memorySize,
    });
    this.failedRuns = failureQueue(this, 'FailedRuns', "the job function's on-failure destination");
    // Once Lambda has accepted the event only its own retries can run the job again (the scheduler's
    // cover the hand-over). The jobs are idempotent and a retry waits for the lease, so two retries
    // (a minute, then two, after the failure) are safe; what still fails, or waited an hour for
    // concurrency, lands in the on-failure queue with the error (docs/operations.md).
    this.function.fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(1),
      onFailure: new SqsDestination(this.failedRuns),
    });
    this.function.bindTable(props.table, job.table);
    if (job.documents) this.function.bindBucket(props.documents, job.documents);
    if (job.mail) this.function.bindMail(props.mail);
    if (job.sms) this.function.allowSmsToPhoneNumbers(props.smsCountryCodes);
    if (job.links) this.function.bindAppUrl(props.link);
    if (job.push && props.stage) bindVapidKeys(this.function, props.stage);

    this.deadLetters = failureQueue(this, 'DeadLetters', "the schedule's dead-letter queue");

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
    alarms.watchDeadLetters(`Job-${job.name}FailedRuns`, this.failedRuns);
    // The group is referenced by its literal name, which carries no dependency of its own.
    this.schedule.node.addDependency(props.group);
    acknowledge(
      invoker,
      wildcardResourceFinding(invoker, `${this.function.fn.functionArn}:*`),
      'grantInvoke also covers the versions and aliases (`:*`) of this one function; the role can invoke nothing else.',
    );
  }
}
