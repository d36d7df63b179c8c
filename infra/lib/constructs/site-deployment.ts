import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

import { acknowledge, wildcardResourceFindingsOf } from '../nag';

/** What the SPA reads from /config.json at start (web/src/app/config.ts WebConfig). */
export interface WebRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  appVersion: string;
  contactPhone: string;
  contactEmail: string;
}

export interface SiteDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** The built SPA (web/dist); it must hold index.html. */
  distDir: string;
  config: WebRuntimeConfig;
}

/** Source maps stay with the build (for debugging locally); they are not published. */
const NOT_PUBLISHED = ['*.map', '**/*.map'];

/** True when `dir` holds a built SPA; synth without a web build skips the deployment. */
export function hasWebBuild(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * Uploads the built SPA in two steps so a browser never loads an index.html whose assets are not
 * there yet: first the content-hashed assets/ (cached for a year, immutable, old ones kept for
 * open tabs), then index.html, the other public files and the generated /config.json (always
 * revalidated), followed by a CloudFront invalidation. Source maps are not uploaded.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    if (!hasWebBuild(props.distDir)) {
      throw new Error(`${props.distDir} has no index.html: run \`npm run build -w web\` first`);
    }
    const assets = new BucketDeployment(this, 'Assets', {
      destinationBucket: props.bucket,
      sources: [Source.asset(props.distDir, { exclude: ['*', '!assets', '!assets/**', ...NOT_PUBLISHED] })],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const entry = new BucketDeployment(this, 'Entry', {
      destinationBucket: props.bucket,
      sources: [
        Source.asset(props.distDir, { exclude: ['assets', 'assets/**', ...NOT_PUBLISHED] }),
        Source.jsonData('config.json', props.config),
      ],
      prune: false,
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    entry.node.addDependency(assets);
    acknowledgeDeploymentHandler(entry);
  }
}

const HANDLER_WILDCARD_ACTIONS = [
  's3:GetBucket*',
  's3:GetObject*',
  's3:List*',
  's3:Abort*',
  's3:DeleteObject*',
];

/**
 * BucketDeployment runs a CDK-provided Lambda (one per stack) whose role CDK writes: it reads the
 * release from the CDK asset bucket, writes the site bucket and invalidates the distribution.
 */
function acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
  const handler = deployment.handlerRole.node.scope;
  if (!handler) throw new Error('BucketDeployment handler not found');
  const reason =
    'CDK BucketDeployment handler (CDK-managed code and role): copies the release from the CDK asset bucket into the site bucket and invalidates CloudFront; it runs only during deployments.';
  acknowledge(handler, 'AwsSolutions-L1', `${reason} Its runtime is chosen by aws-cdk-lib.`);
  acknowledge(
    handler,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `${reason} Logging through the basic execution role.`,
  );
  for (const action of HANDLER_WILDCARD_ACTIONS) {
    acknowledge(
      handler,
      `AwsSolutions-IAM5[Action::${action}]`,
      `${reason} CDK grants object read/write by action group.`,
    );
  }
  acknowledge(
    handler,
    'AwsSolutions-IAM5[Resource::*]',
    `${reason} CloudFront invalidations have no resource-level scope.`,
  );
  const policy = deployment.handlerRole.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  if (!policy) throw new Error('BucketDeployment handler policy not found');
  for (const finding of wildcardResourceFindingsOf(policy, policy.document)) {
    acknowledge(handler, finding, `${reason} Release files are objects of the asset and site buckets.`);
  }
}
