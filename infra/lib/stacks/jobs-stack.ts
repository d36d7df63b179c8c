import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

import type { AppLink, MailSettings } from '../constructs/app-function';
import type { DocumentsBucket } from '../constructs/documents-bucket';
import { OutboxSender } from '../constructs/outbox-sender';
import { ScheduledJob } from '../constructs/scheduled-job';
import type { SingleTable } from '../constructs/single-table';
import type { JobDefinition } from '../jobs';

export interface JobsStackProps extends StackProps {
  jobs: readonly JobDefinition[];
  table: SingleTable;
  documents: DocumentsBucket;
  mail: MailSettings;
  smsCountryCodes: readonly string[];
  /** How the functions that write links learn the app's URL. */
  link: AppLink;
  alarmTopic: ITopic;
  retain: boolean;
  /** The stage, whose VAPID secret the push-sending functions read (issue 36). */
  stage?: string;
}

/**
 * EventBridge Scheduler jobs (sweeps, reminders), one per definition, in the stage's schedule group,
 * and the outbox sender on the table's stream (the notices the requests and the sweep leave in the table).
 */
export class JobsStack extends Stack {
  readonly group: ScheduleGroup;
  readonly jobs: ScheduledJob[];
  readonly outboxSender: OutboxSender;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    this.group = new ScheduleGroup(this, 'Schedules', {
      scheduleGroupName: this.stackName,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.jobs = props.jobs.map(
      (job) =>
        new ScheduledJob(this, job.name, {
          job,
          table: props.table,
          documents: props.documents,
          mail: props.mail,
          smsCountryCodes: props.smsCountryCodes,
          link: props.link,
          retain: props.retain,
          group: this.group,
          alarmTopic: props.alarmTopic,
          stage: props.stage,
        }),
    );
    this.outboxSender = new OutboxSender(this, 'OutboxSender', {
      table: props.table,
      mail: props.mail,
      smsCountryCodes: props.smsCountryCodes,
      link: props.link,
      alarmTopic: props.alarmTopic,
      retain: props.retain,
      stage: props.stage,
    });
  }
}
