import { join } from 'node:path';

import { Match } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

import { operationList, routeKey } from '@careshift/contract';
import { bundledPackages, excludedPackagesIn } from '@careshift/lambdas/bundling/bundle-packages';
import { LAMBDA_ESBUILD, LAMBDA_SPLITTING } from '@careshift/lambdas/bundling/lambda-esbuild';

import { AREA_ACCESS } from '../lib/area-access';
import { REPO_ROOT } from '../lib/paths';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

/**
 * The entry bundled exactly as AppFunction and the bench bundle it (split: the files loaded on demand
 * count too), with esbuild's metafile.
 */
async function metafileOf(entry: string) {
  const result = await build({
    entryPoints: [join(REPO_ROOT, entry)],
    ...LAMBDA_ESBUILD,
    ...LAMBDA_SPLITTING,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    write: false,
    metafile: true,
    outdir: join(REPO_ROOT, '.local', 'partner-path'),
    logLevel: 'silent',
  });
  return result.metafile;
}

const PARTNER_OPERATIONS = ['requests-findAShift', 'requests-mine', 'request-get', 'request-claim'];

describe('the partner-path Lambda (issue 37)', () => {
  it("should be the area of exactly what a partner's phone calls on opening the app", () => {
    const served = operationList.filter((operation) => operation.area === 'partner-path');
    expect(served.map((operation) => operation.id).sort()).toEqual([...PARTNER_OPERATIONS].sort());
  });

  it('should bundle no Stripe, SES, SNS, S3, PDF or phone-metadata code', async () => {
    const metafile = await metafileOf('lambdas/src/partner-path/handler.ts');
    expect(excludedPackagesIn(metafile)).toEqual([]);
    // The check sees packages: the table's client is there, and the shifts area carries SES and SNS.
    expect(bundledPackages(metafile)).toContain('electrodb');
    const shifts = await metafileOf('lambdas/src/shifts/handler.ts');
    expect(excludedPackagesIn(shifts)).toEqual(
      expect.arrayContaining(['@aws-sdk/client-sesv2', '@aws-sdk/client-sns']),
    );
  }, 120_000);

  it('should be granted the table alone: no mail, SMS, links, documents, user pool or secrets', () => {
    expect(AREA_ACCESS['partner-path']).toEqual({ table: 'write' });
  });
});

const dev = buildTestApp();
const assembly = dev.synth();
const api = templateOf(assembly, dev.stacks.api);
const jobs = templateOf(assembly, dev.stacks.jobs);

type Statement = { Action: string | string[]; Resource: unknown };
/** Every action a role's inline policies allow. */
function inlineActions(template: typeof api, roleRef: string): string[] {
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(roleRef))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .flatMap((statement) => [statement.Action].flat());
}

describe('the partner-path Lambda in the API stack', () => {
  const fn = dev.stacks.api.functions.functionFor('partner-path');
  const functionId = dev.stacks.api.getLogicalId(fn.fn.node.defaultChild as never);
  const roleId = dev.stacks.api.getLogicalId(fn.role.node.defaultChild as never);

  it('should receive the routes of its operations from the contract', () => {
    const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration')
      .filter(([, integration]) => JSON.stringify(integration.Properties.IntegrationUri).includes(functionId))
      .map(([id]) => id);
    const routed = resourcesOf(api, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => integrations.some((id) => JSON.stringify(route.Properties.Target).includes(id)))
      .map(([, route]) => route.Properties.RouteKey)
      .sort();
    const expected = operationList
      .filter((op) => op.area === 'partner-path')
      .map(routeKey)
      .sort();
    expect(routed).toEqual(expected);
  });

  it('should allow nothing but its logs, traces, the origin secret and the table', () => {
    const actions = inlineActions(api, roleId);
    expect(actions.filter((action) => !/^(logs|xray|secretsmanager):/.test(action))).toEqual([]);
    expect(actions.some((action) => /^(ses|sns|ssm|s3|cognito-idp):/.test(action))).toBe(false);
    const role = resourcesOf(api, 'AWS::IAM::Role').find(([id]) => id === roleId)?.[1];
    expect(JSON.stringify(role?.Properties.ManagedPolicyArns)).toMatch(/WritePolicy/);
  });
});

describe('the outbox sender on the table stream', () => {
  const sender = dev.stacks.jobs.outboxSender.function;
  const roleId = dev.stacks.jobs.getLogicalId(sender.role.node.defaultChild as never);
  const functionId = dev.stacks.jobs.getLogicalId(sender.fn.node.defaultChild as never);

  it('should turn on a stream of new images on the table', () => {
    templateOf(assembly, dev.stacks.data).hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('should read only new notification intents, report failed records and split a failing batch', () => {
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionId },
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 3,
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { __edb_e__: { S: ['notificationIntent'] } } },
            }),
          },
        ],
      },
    });
  });

  it('should allow its logs, traces, the table, this stream, SES, SNS, the link parameter and the VAPID secret (push), nothing else', () => {
    const actions = [...new Set(inlineActions(jobs, roleId))].sort();
    expect(actions.filter((action) => !/^(logs|xray):/.test(action))).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      'ses:SendEmail',
      'ses:SendRawEmail',
      'sns:Publish',
      'ssm:GetParameter',
    ]);
    expect(actions).not.toContain('dynamodb:ListStreams');
  });

  it('should read the stream of the table only, not every stream', () => {
    const statements = resourcesOf(jobs, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const stream = statements.find((statement) => [statement.Action].flat().includes('dynamodb:GetRecords'));
    expect(JSON.stringify(stream?.Resource)).toMatch(/StreamArn/);
    expect(stream?.Resource).not.toBe('*');
  });

  it('should alarm on its errors like every other function', () => {
    jobs.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Dimensions: Match.arrayWith([Match.objectLike({ Value: { Ref: functionId } })]),
    });
  });
});
