import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { describe, expect, it } from 'vitest';

import { ENV } from '@careshift/contract';

import { AppFunction, ESM_REQUIRE_BANNER } from '../lib/constructs/app-function';
import { DocumentsBucket } from '../lib/constructs/documents-bucket';
import { createAccessLogBucket } from '../lib/constructs/private-bucket';
import { SingleTable } from '../lib/constructs/single-table';
import { REPO_ROOT } from '../lib/paths';

import { cdkJsonContext, resourcesOf } from './support/test-app';

const SAMPLE_ENTRY = join(REPO_ROOT, 'infra', 'test', 'fixtures', 'sample-job.ts');
const ON_DEMAND_ENTRY = join(REPO_ROOT, 'infra', 'test', 'fixtures', 'on-demand-job.ts');

function stackWithFunction(bundle: boolean, entry = SAMPLE_ENTRY) {
  const app = new App({
    context: { ...cdkJsonContext(), ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
    builtinCloudFormationValidation: false,
  });
  const stack = new Stack(app, 'FunctionTest', { env: { region: 'eu-central-1' } });
  const fn = new AppFunction(stack, 'Sample', { entry, description: 'sample', retain: false });
  return { app, stack, fn };
}

describe('AppFunction', () => {
  it('should bundle with the local esbuild into a minified ESM file with a source map and a working handler', async () => {
    const { app } = stackWithFunction(true);
    const assembly = app.synth();
    const bundleDir = readdirSync(assembly.directory)
      .map((name) => join(assembly.directory, name))
      .find((dir) => existsSync(join(dir, 'index.mjs')));
    expect(bundleDir).toBeDefined();
    const code = readFileSync(join(String(bundleDir), 'index.mjs'), 'utf8');
    expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(code).toMatch(/export\s*\{/);
    expect(code.split('\n').length).toBeLessThan(5);
    expect(existsSync(join(String(bundleDir), 'index.mjs.map'))).toBe(true);
    const bundled = (await import(pathToFileURL(join(String(bundleDir), 'index.mjs')).href)) as {
      handler: () => Promise<unknown>;
    };
    await expect(bundled.handler()).resolves.toEqual({ swept: 0 });
  });

  it('should put a module imported on demand in a file of its own beside index.mjs, loaded when called', async () => {
    const { app } = stackWithFunction(true, ON_DEMAND_ENTRY);
    const assembly = app.synth();
    const bundleDir = readdirSync(assembly.directory)
      .map((name) => join(assembly.directory, name))
      .find((dir) => existsSync(join(dir, 'index.mjs')));
    const files = readdirSync(String(bundleDir));
    const index = readFileSync(join(String(bundleDir), 'index.mjs'), 'utf8');
    const chunks = files.filter((file) => file.endsWith('.mjs') && file !== 'index.mjs');
    // The SNS client's code (its PublishCommand among it) is in a chunk, not in index.mjs.
    expect(index).not.toContain('PublishCommand');
    expect(
      chunks.some((file) => readFileSync(join(String(bundleDir), file), 'utf8').includes('PublishCommand')),
    ).toBe(true);
    expect(files.filter((file) => file.endsWith('.mjs.map')).length).toBe(chunks.length + 1);
    const bundled = (await import(pathToFileURL(join(String(bundleDir), 'index.mjs')).href)) as {
      handler: () => Promise<unknown>;
    };
    await expect(bundled.handler()).resolves.toEqual({ region: 'eu-central-1' });
  }, 120_000);

  it('should start with a role that can only write its own log group', () => {
    const { stack } = stackWithFunction(false);
    const template = Template.fromStack(stack);
    const policies = resourcesOf(template, 'AWS::IAM::Policy').map(([, p]) => JSON.stringify(p.Properties));
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain('logs:PutLogEvents');
    expect(policies[0]).toContain('xray:PutTraceSegments');
    expect(policies[0]).not.toMatch(/dynamodb|s3:|ses:|sns:|cognito/);
    for (const [, role] of resourcesOf(template, 'AWS::IAM::Role'))
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('should grant table, bucket, user pool and mail access only when bound, and set their variables', () => {
    const { stack, fn } = stackWithFunction(false);
    const table = new SingleTable(stack, 'Table', { retain: false });
    const logs = createAccessLogBucket(stack, 'Logs', { retain: false });
    const documents = new DocumentsBucket(stack, 'Docs', {
      retain: false,
      accessLogs: logs,
      appOrigin: undefined,
    });
    const pool = new UserPool(stack, 'Pool');
    fn.bindTable(table, 'read').bindBucket(documents, 'write').bindMail({
      mailFrom: 'no-reply@careshift.cy',
      mailDomain: 'careshift.cy',
      stage: 'dev',
    });
    fn.bindUserPool(pool, 'client-id', 'admin');
    const template = Template.fromStack(stack);
    const [[, lambda] = []] = resourcesOf(template, 'AWS::Lambda::Function');
    const variables = (lambda?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        ENV.tableName,
        ENV.documentsBucket,
        ENV.mailFrom,
        ENV.mailConfigurationSet,
        ENV.userPoolId,
        ENV.userPoolClientId,
        ENV.metricsNamespace,
      ].sort(),
    );
    const id = (construct: { node: { defaultChild?: unknown } }) =>
      stack.getLogicalId(construct.node.defaultChild as never);
    const [, role] = resourcesOf(template, 'AWS::IAM::Role').find(([roleId]) => roleId === id(fn.role)) ?? [];
    expect(role?.Properties.ManagedPolicyArns).toEqual([
      { Ref: id(table.accessPolicy('read')) },
      { Ref: id(documents.accessPolicy('write')) },
    ]);
    const inline = JSON.stringify(resourcesOf(template, 'AWS::IAM::Policy').map(([, p]) => p.Properties));
    expect(inline).toContain('cognito-idp:AdminCreateUser');
    expect(inline).toContain(':identity/careshift.cy');
    expect(inline).toContain(':configuration-set/careshift-dev-mail');
    expect(inline).not.toContain(':identity/no-reply@careshift.cy');
  });
});
