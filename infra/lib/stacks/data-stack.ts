import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { DocumentsBucket } from '../constructs/documents-bucket';
import { createAccessLogBucket } from '../constructs/private-bucket';
import { SingleTable } from '../constructs/single-table';

export interface DataStackProps extends StackProps {
  retain: boolean;
  appOrigin: string | undefined;
}

/** The single table and the documents bucket (with its access-log bucket). */
export class DataStack extends Stack {
  readonly table: SingleTable;
  readonly documents: DocumentsBucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new SingleTable(this, 'Data', { retain: props.retain });
    const accessLogs = createAccessLogBucket(this, 'AccessLogs', { retain: props.retain });
    this.documents = new DocumentsBucket(this, 'Documents', {
      retain: props.retain,
      accessLogs,
      appOrigin: props.appOrigin,
    });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documents.bucketName });
  }
}
