import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { AlarmTopic } from '../constructs/alarm-topic';
import { DOCUMENTS_METRICS_FILTER_ID, DocumentsBucket } from '../constructs/documents-bucket';
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
  /** Whether this stage creates the account's SES identity and holds the account-level alarms. */
  mailIdentity: { create: boolean; ownerStage: string; accountAlarms: boolean };
  /** The account's SMS monthly spend limit (USD): the spend alarm fires at 80 %. */
  smsMonthlySpendLimitUsd: number;
}

/**
 * The single table and the documents bucket (with its access-log bucket), the stage's alarm topic,
 * its SES configuration set and the account's SES identity (created by one stage, imported by the
 * others). The stage that owns the identity also watches what is per account and region: SES
 * reputation and the SMS spend.
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
    this.mail = new MailIdentity(this, 'Mail', {
      domain: props.mailDomain,
      stage: props.stage,
      create: props.mailIdentity.create,
      ownerStage: props.mailIdentity.ownerStage,
    });
    this.alarms = new AlarmTopic(this, 'Alarms', { email: props.alarmEmail, retain: props.retain });
    new OperationsAlarms(this, 'TableAlarms', this.alarms.topic).watchTable(this.table.table);
    new OperationsAlarms(this, 'DocumentAlarms', this.alarms.topic).watchBucket4xx(
      'Documents',
      this.documents.bucketName,
      DOCUMENTS_METRICS_FILTER_ID,
    );
    if (props.mailIdentity.accountAlarms) {
      const account = new OperationsAlarms(this, 'AccountAlarms', this.alarms.topic);
      account.watchMailReputation();
      account.watchSmsSpend(props.smsMonthlySpendLimitUsd);
    }
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documents.bucketName });
  }
}
