import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { AlarmTopic } from '../constructs/alarm-topic';
import { DocumentsBucket } from '../constructs/documents-bucket';
import { OperationsAlarms } from '../constructs/operations-alarms';
import { createAccessLogBucket } from '../constructs/private-bucket';
import { SingleTable } from '../constructs/single-table';

export interface DataStackProps extends StackProps {
  retain: boolean;
  appOrigin: string | undefined;
  alarmEmail: string | undefined;
}

/** The single table and the documents bucket (with its access-log bucket), and the stage's alarm topic. */
export class DataStack extends Stack {
  readonly table: SingleTable;
  readonly documents: DocumentsBucket;
  /** Every alarm of the stage goes to this topic (docs/operations.md). */
  readonly alarms: AlarmTopic;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new SingleTable(this, 'Data', { retain: props.retain });
    const accessLogs = createAccessLogBucket(this, 'AccessLogs', { retain: props.retain });
    this.documents = new DocumentsBucket(this, 'Documents', {
      retain: props.retain,
      accessLogs,
      appOrigin: props.appOrigin,
    });
    this.alarms = new AlarmTopic(this, 'Alarms', { email: props.alarmEmail, retain: props.retain });
    new OperationsAlarms(this, 'TableAlarms', this.alarms.topic).watchTable(this.table.table);
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documents.bucketName });
  }
}
