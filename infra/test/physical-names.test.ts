import { App } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';

import { addCareShiftStacks } from '../lib/careshift-app';
import { readStageConfig } from '../lib/config';
import { REPO_ROOT } from '../lib/paths';

import { cdkJsonContext } from './support/test-app';

/** Where a name must be unique: the whole account (CloudFront, IAM, S3) or one region of it. */
type Scope = 'account' | 'region';

/**
 * The properties that hold a resource's own physical name, unique in the account or in its region.
 * A property path is a top-level key or `Config.Name` for CloudFront's nested configurations.
 */
const UNIQUE_NAMES: Record<string, { path: string; scope: Scope }[]> = {
  'AWS::WAFv2::WebACL': [{ path: 'Name', scope: 'region' }],
  'AWS::SES::EmailIdentity': [{ path: 'EmailIdentity', scope: 'region' }],
  'AWS::SES::ConfigurationSet': [{ path: 'Name', scope: 'region' }],
  'AWS::Scheduler::ScheduleGroup': [{ path: 'Name', scope: 'region' }],
  'AWS::SSM::Parameter': [{ path: 'Name', scope: 'region' }],
  'AWS::SecretsManager::Secret': [{ path: 'Name', scope: 'region' }],
  'AWS::CloudWatch::Alarm': [{ path: 'AlarmName', scope: 'region' }],
  'AWS::Lambda::Function': [{ path: 'FunctionName', scope: 'region' }],
  'AWS::SQS::Queue': [{ path: 'QueueName', scope: 'region' }],
  'AWS::SNS::Topic': [{ path: 'TopicName', scope: 'region' }],
  'AWS::DynamoDB::Table': [{ path: 'TableName', scope: 'region' }],
  'AWS::Logs::LogGroup': [{ path: 'LogGroupName', scope: 'region' }],
  'AWS::KMS::Alias': [{ path: 'AliasName', scope: 'region' }],
  'AWS::Events::Rule': [{ path: 'Name', scope: 'region' }],
  'AWS::Cognito::UserPool': [{ path: 'UserPoolName', scope: 'region' }],
  'AWS::Cognito::UserPoolDomain': [{ path: 'Domain', scope: 'region' }],
  'AWS::S3::Bucket': [{ path: 'BucketName', scope: 'account' }],
  'AWS::IAM::Role': [{ path: 'RoleName', scope: 'account' }],
  'AWS::IAM::ManagedPolicy': [{ path: 'ManagedPolicyName', scope: 'account' }],
  'AWS::CloudFront::Function': [{ path: 'Name', scope: 'account' }],
  'AWS::CloudFront::ResponseHeadersPolicy': [{ path: 'ResponseHeadersPolicyConfig.Name', scope: 'account' }],
  'AWS::CloudFront::CachePolicy': [{ path: 'CachePolicyConfig.Name', scope: 'account' }],
  'AWS::CloudFront::OriginRequestPolicy': [{ path: 'OriginRequestPolicyConfig.Name', scope: 'account' }],
  'AWS::CloudFront::OriginAccessControl': [{ path: 'OriginAccessControlConfig.Name', scope: 'account' }],
};

/**
 * Name-like properties that are not a unique physical name: a reference to another resource, a name
 * scoped to a parent (an inline policy, an API's stage), or a label AWS does not require to be unique.
 */
const NOT_UNIQUE: Record<string, string[]> = {
  'AWS::IAM::Policy': ['PolicyName'],
  'AWS::IAM::Role': ['PolicyName'],
  'AWS::Lambda::Permission': ['FunctionName'],
  'AWS::Lambda::EventInvokeConfig': ['FunctionName'],
  'AWS::Lambda::EventSourceMapping': ['FunctionName'],
  'AWS::Lambda::Url': ['TargetFunctionArn'],
  'AWS::CloudWatch::Alarm': ['MetricName'],
  'AWS::Scheduler::Schedule': ['GroupName', 'Name'],
  'AWS::ApiGatewayV2::Api': ['Name'],
  'AWS::ApiGatewayV2::Stage': ['StageName'],
  'AWS::ApiGatewayV2::Authorizer': ['Name'],
  'AWS::SNS::Topic': ['DisplayName'],
  'AWS::Cognito::UserPoolClient': ['ClientName'],
  'AWS::CloudFront::Distribution': [],
};

const NAME_LIKE = /(^Name$|Name$|^Domain$|^EmailIdentity$)/;
const ACCOUNT = '111111111111';
const REGION = 'eu-central-1';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A name's value with CloudFormation's pseudo parameters filled in; undefined when it names another resource. */
function resolveName(value: Json, region: string): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const pseudo: Record<string, string> = {
    'AWS::Region': region,
    'AWS::AccountId': ACCOUNT,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
  };
  if (typeof value.Ref === 'string') return pseudo[value.Ref];
  const join = value['Fn::Join'];
  if (Array.isArray(join) && typeof join[0] === 'string' && Array.isArray(join[1])) {
    const parts = join[1].map((part) => resolveName(part, region));
    return parts.every((part) => part !== undefined) ? parts.join(join[0]) : undefined;
  }
  return undefined;
}

interface PhysicalName {
  stack: string;
  type: string;
  property: string;
  scope: Scope;
  region: string;
  name: string;
}

type Resource = { Type: string; Properties?: Record<string, Json> };
type Found = { names: PhysicalName[]; unclassified: string[] };

/** The name-like properties of a resource: top-level keys, and `Config.Name` of CloudFront's configurations. */
function nameCandidates(properties: Record<string, Json>): [string, Json][] {
  return Object.entries(properties).flatMap(([key, value]) =>
    key.endsWith('Config') && value && typeof value === 'object' && !Array.isArray(value) && 'Name' in value
      ? [[`${key}.Name`, value.Name ?? null] as [string, Json]]
      : NAME_LIKE.test(key)
        ? [[key, value] as [string, Json]]
        : [],
  );
}

/** One resource's unique physical names; a name-like property in neither table is unclassified. */
function addResourceNames(
  found: Found,
  stack: { stackName: string; region: string },
  logicalId: string,
  resource: Resource,
): void {
  const unique = UNIQUE_NAMES[resource.Type] ?? [];
  for (const [path, value] of nameCandidates(resource.Properties ?? {})) {
    const rule = unique.find((candidate) => candidate.path === path);
    if (!rule) {
      if (!(NOT_UNIQUE[resource.Type] ?? []).includes(path))
        found.unclassified.push(`${stack.stackName} ${logicalId} ${resource.Type}.${path}`);
      continue;
    }
    const name = resolveName(value, stack.region);
    if (name !== undefined)
      found.names.push({
        stack: stack.stackName,
        type: resource.Type,
        property: path,
        scope: rule.scope,
        region: stack.region,
        name,
      });
  }
}

/** Every explicit physical name of an assembly (the stacks' own names included). */
function physicalNames(assembly: CloudAssembly): Found {
  const found: Found = { names: [], unclassified: [] };
  for (const stack of assembly.stacks) {
    const region = stack.environment.region;
    found.names.push({
      stack: stack.stackName,
      type: 'AWS::CloudFormation::Stack',
      property: 'StackName',
      scope: 'region',
      region,
      name: stack.stackName,
    });
    const resources = (stack.template as { Resources: Record<string, Resource> }).Resources;
    for (const [logicalId, resource] of Object.entries(resources)) {
      if (resource.Type.startsWith('Custom::')) continue;
      addResourceNames(found, { stackName: stack.stackName, region }, logicalId, resource);
    }
  }
  return found;
}

const savedAccount = process.env.CDK_DEFAULT_ACCOUNT;
afterAll(() => {
  if (savedAccount === undefined) delete process.env.CDK_DEFAULT_ACCOUNT;
  else process.env.CDK_DEFAULT_ACCOUNT = savedAccount;
});

/** dev and prod of the product, in one app, one account and one region, as an operator deploys them. */
function twoStagesInOneAccount() {
  process.env.CDK_DEFAULT_ACCOUNT = ACCOUNT;
  const app = new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], region: REGION },
    builtinCloudFormationValidation: false,
  });
  const stage = (name: string, extra: Record<string, unknown> = {}) => {
    const context: Record<string, unknown> = { stage: name, ...extra };
    const config = readStageConfig({
      tryGetContext: (key: string): unknown => (key in context ? context[key] : app.node.tryGetContext(key)),
    });
    return addCareShiftStacks(app, config, { webDistDir: `${REPO_ROOT}/infra/test/fixtures/no-web-build` });
  };
  const dev = stage('dev');
  const prod = stage('prod', { 'careshift:alarmEmail': 'ops@careshift.cy' });
  return { dev, prod, assembly: app.synth() };
}

const { dev, prod, assembly } = twoStagesInOneAccount();
const { names, unclassified } = physicalNames(assembly);

describe('physical names of two stages in one account (issue 30, item 2)', () => {
  it('should classify every name-like property of every resource', () => {
    expect(unclassified).toEqual([]);
  });

  it('should give no two resources the same physical name', () => {
    const rows = names
      .map(
        (entry) =>
          `${entry.scope === 'account' ? 'account' : entry.region}\t${entry.type}\t${entry.name}\t(${entry.stack})`,
      )
      .sort();
    console.log(`Explicit physical names of dev and prod in one account:\n${rows.join('\n')}`);
    const key = (entry: PhysicalName) =>
      `${entry.scope === 'account' ? 'account' : entry.region}|${entry.type}|${entry.name}`;
    const seen = new Map<string, PhysicalName>();
    const collisions: string[] = [];
    for (const entry of names) {
      const earlier = seen.get(key(entry));
      if (earlier) collisions.push(`${key(entry)}: ${earlier.stack} and ${entry.stack}`);
      seen.set(key(entry), entry);
    }
    expect(collisions).toEqual([]);
    expect(names.length).toBeGreaterThan(20);
  });

  it('should put the stage and the product region in every name shared across the account', () => {
    const shared = names.filter((entry) => entry.scope === 'account' || entry.region === 'us-east-1');
    expect(shared.map((entry) => entry.type)).toEqual(
      expect.arrayContaining([
        'AWS::CloudFormation::Stack',
        'AWS::WAFv2::WebACL',
        'AWS::CloudFront::ResponseHeadersPolicy',
        'AWS::CloudFront::OriginAccessControl',
        'AWS::CloudFront::Function',
      ]),
    );
    for (const entry of shared) {
      expect(entry.name, `${entry.type} ${entry.name}`).toContain(REGION);
      expect(entry.name, `${entry.type} ${entry.name}`).toMatch(/dev|prod/);
    }
    expect(dev.edge.stackName).toBe('careshift-dev-edge-eu-central-1');
    expect(prod.edge.stackName).toBe('careshift-prod-edge-eu-central-1');
  });

  it('should create the SES identity in exactly one of the two stages, and retain it', () => {
    const identities = assembly.stacks.flatMap((stack) =>
      Object.values(
        (stack.template as { Resources: Record<string, { Type: string; DeletionPolicy?: string }> })
          .Resources,
      )
        .filter((resource) => resource.Type === 'AWS::SES::EmailIdentity')
        .map((resource) => ({ stack: stack.stackName, deletion: resource.DeletionPolicy })),
    );
    expect(identities).toEqual([{ stack: prod.data.stackName, deletion: 'Retain' }]);
    expect(
      names
        .filter((entry) => entry.type === 'AWS::SES::ConfigurationSet')
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['careshift-dev-mail', 'careshift-prod-mail']);
  });
});
