import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { BucketProps, IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

import { acknowledge } from '../nag';

export interface PrivateBucketOptions {
  /** Keep the bucket and its objects when the stack is deleted (prod-like stages). */
  retain: boolean;
  /** Where S3 server access logs go (every bucket but a log bucket has one). */
  accessLogs?: { bucket: IBucket; prefix: string };
}

/**
 * The settings every CareShift bucket shares: no public access, encrypted at rest, TLS only
 * (1.2+), ACLs disabled. In non-prod stages the bucket is emptied and deleted with its stack.
 */
export function privateBucketProps(options: PrivateBucketOptions): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: options.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !options.retain,
    ...(options.accessLogs
      ? {
          serverAccessLogsBucket: options.accessLogs.bucket,
          serverAccessLogsPrefix: options.accessLogs.prefix,
        }
      : {}),
  };
}

export interface AccessLogBucketProps {
  retain: boolean;
  /** CloudFront standard logs need ACLs on the target bucket; S3 server access logs do not. */
  cloudFrontLogs?: boolean;
  retentionDays?: number;
}

/** A private bucket that receives S3 server access logs (and CloudFront logs when asked). */
export function createAccessLogBucket(scope: Construct, id: string, props: AccessLogBucketProps): Bucket {
  const bucket = new Bucket(scope, id, {
    ...privateBucketProps({ retain: props.retain }),
    objectOwnership: props.cloudFrontLogs
      ? ObjectOwnership.OBJECT_WRITER
      : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ expiration: Duration.days(props.retentionDays ?? 365) }],
  });
  acknowledge(
    bucket,
    'AwsSolutions-S1',
    'This bucket is the access-log destination; logging its own access would recurse, and a second log bucket would only move the finding.',
  );
  return bucket;
}
