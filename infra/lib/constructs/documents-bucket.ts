import { Duration } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import { acknowledge, wildcardResourceFinding } from '../nag';

import { privateBucketProps } from './private-bucket';
import type { DataAccess } from './single-table';

/** Where the CSV exports are written; the bucket expires them after a day. */
export const EXPORTS_PREFIX = 'exports/';

/** Partner documents: the keys browsers upload to and download from with presigned URLs. */
export const PARTNER_DOCUMENTS_PREFIX = 'employees/';

/**
 * The bucket's request-metrics configuration (S3 publishes request metrics only for one): filtered to
 * the partner documents, where a 4xx means a browser's upload or download was refused. Its metrics
 * (AWS/S3, dimensions BucketName and FilterId) are billed as custom metrics, only in hours with requests.
 */
export const DOCUMENTS_METRICS_FILTER_ID = 'PartnerDocuments';

/** When no app URL is configured the app is served from its CloudFront domain. */
export const CLOUDFRONT_ORIGINS = 'https://*.cloudfront.net';

export interface DocumentsBucketProps {
  retain: boolean;
  accessLogs: IBucket;
  /** The app's origin (https://host): browsers upload to presigned URLs from there. */
  appOrigin: string | undefined;
}

/**
 * Partner and invoice documents: private, encrypted, TLS only, versioned (an overwritten or
 * deleted document can be restored for 90 days), CORS for the browser's presigned uploads.
 * Access is granted through managed policies defined here, next to the bucket.
 */
export class DocumentsBucket extends Construct {
  readonly bucket: Bucket;
  private readonly policies = new Map<DataAccess, ManagedPolicy>();

  constructor(scope: Construct, id: string, props: DocumentsBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps({
        retain: props.retain,
        accessLogs: { bucket: props.accessLogs, prefix: 'documents/' },
      }),
      versioned: true,
      metrics: [{ id: DOCUMENTS_METRICS_FILTER_ID, prefix: PARTNER_DOCUMENTS_PREFIX }],
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // CSV exports (lambdas/src/exports) are downloaded within minutes of their link: gone after a day.
        {
          id: 'ExpireExports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      cors: [
        {
          allowedOrigins: [props.appOrigin ?? CLOUDFRONT_ORIGINS],
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });
  }

  get bucketName(): string {
    return this.bucket.bucketName;
  }

  /**
   * Read, put (a multipart upload too, aborted on failure) and delete (or only read) the objects under
   * one key prefix, and list only that prefix: the partner documents Lambda touches employees/* and
   * nothing else in the bucket, the exports Lambda exports/* (and presigns its downloads, a GetObject).
   */
  prefixPolicy(prefix: string, access: DataAccess): ManagedPolicy {
    const id = `${access === 'read' ? 'Read' : 'Write'}${prefix.replace(/[^A-Za-z0-9]/g, '')}Policy`;
    const existing = this.node.tryFindChild(id);
    if (existing instanceof ManagedPolicy) return existing;
    const objects = this.bucket.arnForObjects(`${prefix}*`);
    const policy = new ManagedPolicy(this, id, {
      description: `CareShift documents: ${access} access to ${prefix}*`,
      statements: [
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [this.bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
        }),
        new PolicyStatement({
          actions:
            access === 'read'
              ? ['s3:GetObject']
              : ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:DeleteObject'],
          resources: [objects],
        }),
      ],
    });
    acknowledge(
      policy,
      wildcardResourceFinding(policy, objects),
      `Document keys are created at run time (one per uploaded file): object access is limited to the ${prefix} prefix.`,
    );
    return policy;
  }

  /** Read: get objects and list keys. Write: also put and delete objects. */
  accessPolicy(access: DataAccess): ManagedPolicy {
    const existing = this.policies.get(access);
    if (existing) return existing;
    const objects = this.bucket.arnForObjects('*');
    const policy = new ManagedPolicy(this, access === 'read' ? 'ReadPolicy' : 'WritePolicy', {
      description: `CareShift documents: ${access} access`,
      statements: [
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
        new PolicyStatement({
          actions: access === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [objects],
        }),
      ],
    });
    acknowledge(
      policy,
      wildcardResourceFinding(policy, objects),
      "Document keys are created at run time (one per uploaded file), so object access is granted on the bucket's objects; the bucket itself is named exactly and holds nothing else.",
    );
    this.policies.set(access, policy);
    return policy;
  }
}
