import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { IScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';

import { ENV } from '@careshift/contract';

import type { JobDefinition } from '../jobs';
import { acknowledge, wildcardResourceFinding } from '../nag';
import { repoEntry } from '../paths';

import { AppFunction } from './app-function';
import type { DocumentsBucket } from './documents-bucket';
import type { SingleTable } from './single-table';

export interface ScheduledJobProps {
  job: JobDefinition;
  table: SingleTable;
  documents: DocumentsBucket;
  mailFrom: string;
  appUrl: string | undefined;
  retain: boolean;
  group: IScheduleGroup;
}

/** An EventBridge Scheduler schedule that invokes a job Lambda (a sweep) on its schedule. */
export class ScheduledJob extends Construct {
  readonly function: AppFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    this.function = new AppFunction(this, 'Job', {
      entry: repoEntry(job.entry, `the scheduled job "${job.name}"`),
      description: `CareShift job: ${job.name}`,
      retain: props.retain,
      timeout: job.timeout ?? Duration.minutes(5),
      memorySize: job.memorySize,
    });
    this.function.bindTable(props.table, job.table);
    if (job.documents) this.function.bindBucket(props.documents, job.documents);
    if (job.mail) this.function.bindMail(props.mailFrom);
    if (job.sms) this.function.allowSmsToPhoneNumbers();
    if (props.appUrl) this.function.setEnv(ENV.appUrl, props.appUrl);

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
      }),
    });
    // The group is referenced by its literal name, which carries no dependency of its own.
    this.schedule.node.addDependency(props.group);
    acknowledge(
      invoker,
      wildcardResourceFinding(invoker, `${this.function.fn.functionArn}:*`),
      'grantInvoke also covers the versions and aliases (`:*`) of this one function; the role can invoke nothing else.',
    );
  }
}
