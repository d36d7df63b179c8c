import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { AlarmTopic } from '../constructs/alarm-topic';
import { DocumentsBucket } from '../constructs/documents-bucket';
import { MailIdentity } from '../constructs/mail-identity';
import { OperationsAlarms } from '../constructs/operations-alarms';
import { createAccessLogBucket } from '../constructs/private-bucket';
import { SingleTable } from '../constructs/single-table';

export interface DataStackProps extends StackProps {
  retain: boolean;
  appOrigin: string | undefined;
  alarmEmail: string | undefined;
  stage: string;
  /** The SES domain identity's domain (careshift:mailDomain). */
  mailDomain: string;
}

/**
 * The single table and the documents bucket (with its access-log bucket), the stage's alarm topic
 * and its SES identity.
 */
export class DataStack extends Stack {
  readonly table: SingleTable;
  readonly documents: DocumentsBucket;
  /** Every alarm of the stage goes to this topic (docs/operations.md). */
  readonly alarms: AlarmTopic;
  /** The SES domain identity and configuration set; other stacks name them (no export). */
  readonly mail: MailIdentity;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new SingleTable(this, 'Data', { retain: props.retain });
    const accessLogs = createAccessLogBucket(this, 'AccessLogs', { retain: props.retain });
    this.documents = new DocumentsBucket(this, 'Documents', {
      retain: props.retain,
      accessLogs,
      appOrigin: props.appOrigin,
    });
    this.mail = new MailIdentity(this, 'Mail', { domain: props.mailDomain, stage: props.stage });
    this.alarms = new AlarmTopic(this, 'Alarms', { email: props.alarmEmail, retain: props.retain });
    new OperationsAlarms(this, 'TableAlarms', this.alarms.topic).watchTable(this.table.table);
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documents.bucketName });
  }
}
