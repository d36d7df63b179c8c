import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { GLOBAL_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@careshift/db/table';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

const dev = buildTestApp({ operations: POSITIONS_ONLY });
const devData = templateOf(dev.synth(), dev.stacks.data);
const prod = buildTestApp({
  operations: POSITIONS_ONLY,
  context: { stage: 'prod', appUrl: 'https://app.careshift.cy', 'careshift:alarmEmail': 'ops@careshift.cy' },
});
const prodData = templateOf(prod.synth(), prod.stacks.data);

function bucketsOf(template: typeof devData) {
  return resourcesOf(template, 'AWS::S3::Bucket').map(([, bucket]) => bucket);
}

describe('DataStack', () => {
  it('should build the table keys and every GSI from the @careshift/db definition', () => {
    const [[, table] = []] = resourcesOf(devData, 'AWS::DynamoDB::Table');
    const props = table?.Properties as {
      KeySchema: unknown;
      GlobalSecondaryIndexes: { IndexName: string; KeySchema: unknown; Projection: unknown }[];
      AttributeDefinitions: { AttributeName: string; AttributeType: string }[];
    };
    expect(props.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ]);
    const byName = (a: { IndexName: string }, b: { IndexName: string }) =>
      a.IndexName.localeCompare(b.IndexName);
    expect([...props.GlobalSecondaryIndexes].sort(byName)).toEqual(
      GLOBAL_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })).sort(byName),
    );
    const keyNames = [
      TABLE_KEYS.partitionKey,
      TABLE_KEYS.sortKey,
      ...GLOBAL_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    expect(props.AttributeDefinitions.map((a) => a.AttributeName).sort()).toEqual([...keyNames].sort());
    expect(props.AttributeDefinitions.every((a) => a.AttributeType === 'S')).toBe(true);
  });

  it('should bill on demand, keep point-in-time recovery and expire items by the TTL attribute', () => {
    devData.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('should retain and deletion-protect the table in a prod-like stage only', () => {
    prodData.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    devData.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });

  it('should grant table access without Scan and without an index wildcard', () => {
    const policies = resourcesOf(devData, 'AWS::IAM::ManagedPolicy').map(([, p]) =>
      JSON.stringify(p.Properties),
    );
    const tablePolicies = policies.filter((p) => p.includes('dynamodb:'));
    expect(tablePolicies.length).toBeGreaterThan(0);
    for (const policy of tablePolicies) {
      expect(policy).not.toContain('dynamodb:Scan');
      expect(policy).not.toContain('index/*');
      for (const index of GLOBAL_INDEXES) expect(policy).toContain(`/index/${index.indexName}`);
    }
  });

  it('should block every kind of public access on every bucket and refuse plain HTTP', () => {
    const buckets = bucketsOf(devData);
    expect(buckets.length).toBeGreaterThanOrEqual(2);
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    const policies = resourcesOf(devData, 'AWS::S3::BucketPolicy').map(([, p]) =>
      JSON.stringify(p.Properties),
    );
    expect(policies.filter((p) => p.includes('"aws:SecureTransport":"false"'))).toHaveLength(buckets.length);
  });

  it('should version the documents bucket, log its access and allow browser uploads from the app origin only', () => {
    prodData.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'documents/' }),
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: ['https://app.careshift.cy'],
            AllowedMethods: Match.arrayWith(['GET', 'PUT', 'POST']),
          }),
        ],
      },
    });
    devData.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://*.cloudfront.net'] })] },
    });
  });

  it('should expire the CSV exports after a day, and nothing else in the bucket so soon', () => {
    for (const template of [devData, prodData]) {
      template.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              Id: 'ExpireExports',
              Prefix: 'exports/',
              ExpirationInDays: 1,
              NoncurrentVersionExpiration: { NoncurrentDays: 1 },
              Status: 'Enabled',
            }),
          ]),
        },
      });
    }
    const rules = bucketsOf(prodData).flatMap(
      (bucket) =>
        (bucket.Properties?.LifecycleConfiguration as { Rules?: Record<string, unknown>[] } | undefined)
          ?.Rules ?? [],
    );
    expect(rules.filter((rule) => Number(rule.ExpirationInDays) <= 1).map((rule) => rule.Prefix)).toEqual([
      'exports/',
    ]);
  });

  it('should retain the documents in a prod-like stage and empty them with a dev stack', () => {
    const retained = resourcesOf(prodData, 'AWS::S3::Bucket');
    expect(retained.length).toBeGreaterThan(0);
    prodData.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    devData.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    devData.resourceCountIs('Custom::S3AutoDeleteObjects', bucketsOf(devData).length);
    prodData.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });
});
