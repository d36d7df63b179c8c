import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { JOBS } from '@careshift/lambdas/jobs/index';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

/**
 * Issue 30, items 1 and 6: no function reserves concurrency (a new account's limit of 10 refuses any
 * reservation), and nothing invoked asynchronously fails silently: every function an AWS service
 * invokes asynchronously sends what fails to an encrypted, TLS-only SQS queue watched by an alarm.
 */

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** Principals whose invocations are synchronous: they hear of a failure themselves. */
const SYNCHRONOUS_PRINCIPALS = ['apigateway.amazonaws.com', 'cognito-idp.amazonaws.com'];
/** Principals that invoke asynchronously (Lambda queues the event, the caller never hears back). */
const ASYNCHRONOUS_PRINCIPALS = [
  's3.amazonaws.com',
  'sns.amazonaws.com',
  'events.amazonaws.com',
  'ses.amazonaws.com',
  'scheduler.amazonaws.com',
  'iot.amazonaws.com',
  'logs.amazonaws.com',
];

const app = buildTestApp();
const assembly = app.synth();
const templates = Object.values(app.stacks).map((stack) => ({
  name: stack.stackName,
  template: templateOf(assembly, stack),
}));

function resources(template: Template): Record<string, Resource> {
  return (template.toJSON() as { Resources: Record<string, Resource> }).Resources;
}

/** The logical id behind `{ Ref: id }` or `{ 'Fn::GetAtt': [id, 'Arn'] }`, else the value as JSON. */
function logicalId(value: unknown): string {
  if (value && typeof value === 'object') {
    const ref = (value as { Ref?: string }).Ref;
    const getAtt = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
    if (ref) return ref;
    if (getAtt) return getAtt[0];
  }
  return JSON.stringify(value);
}

/** Functions of one template that an AWS service invokes asynchronously. */
function asyncTargets(template: Template): string[] {
  const targets: unknown[] = [];
  for (const resource of Object.values(resources(template))) {
    const props = resource.Properties ?? {};
    if (resource.Type === 'AWS::Scheduler::Schedule') targets.push((props.Target as { Arn: unknown }).Arn);
    if (resource.Type === 'AWS::Events::Rule')
      targets.push(...((props.Targets as { Arn: unknown }[] | undefined) ?? []).map((t) => t.Arn));
    if (resource.Type === 'AWS::SNS::Subscription' && props.Protocol === 'lambda')
      targets.push(props.Endpoint);
    if (
      resource.Type === 'AWS::Lambda::Permission' &&
      ASYNCHRONOUS_PRINCIPALS.includes(String(props.Principal))
    )
      targets.push(props.FunctionName);
  }
  const all = resources(template);
  return [...new Set(targets.map(logicalId))].filter((id) => all[id]?.Type === 'AWS::Lambda::Function');
}

describe('asynchronous invocations (issue 30, item 6)', () => {
  it('should know every service that may invoke a function, so that a new asynchronous one is checked', () => {
    const principals = templates.flatMap(({ template }) =>
      resourcesOf(template, 'AWS::Lambda::Permission').map(([, p]) => String(p.Properties.Principal)),
    );
    expect(principals.length).toBeGreaterThan(0);
    for (const principal of principals)
      expect([...SYNCHRONOUS_PRINCIPALS, ...ASYNCHRONOUS_PRINCIPALS]).toContain(principal);
  });

  it('should find the scheduled jobs as the asynchronous targets', () => {
    const targets = templates.flatMap(({ template }) => asyncTargets(template));
    expect(targets).toHaveLength(JOBS.length);
  });

  it('should give every asynchronous target an on-failure SQS queue, encrypted and TLS only, with an alarm', () => {
    for (const { name, template } of templates) {
      const all = resources(template);
      const configs = resourcesOf(template, 'AWS::Lambda::EventInvokeConfig').map(([, c]) => c.Properties);
      const alarmedQueues = resourcesOf(template, 'AWS::CloudWatch::Alarm')
        .filter(([, alarm]) => (alarm.Properties.AlarmActions as unknown[] | undefined)?.length)
        .flatMap(
          ([, alarm]) =>
            (alarm.Properties.Dimensions as { Name: string; Value: unknown }[] | undefined) ?? [],
        )
        .filter((dimension) => dimension.Name === 'QueueName')
        .map((dimension) => logicalId(dimension.Value));
      const tlsOnlyQueues = resourcesOf(template, 'AWS::SQS::QueuePolicy')
        .filter(([, policy]) =>
          JSON.stringify(policy.Properties.PolicyDocument).includes('aws:SecureTransport'),
        )
        .flatMap(([, policy]) => (policy.Properties.Queues as unknown[]).map(logicalId));
      for (const fn of asyncTargets(template)) {
        const config = configs.find((c) => logicalId(c.FunctionName) === fn);
        const where = `${name}: ${fn}`;
        expect(config, `${where} has no EventInvokeConfig`).toBeDefined();
        const destination = (
          config?.DestinationConfig as { OnFailure?: { Destination: unknown } } | undefined
        )?.OnFailure?.Destination;
        const queue = logicalId(destination);
        expect(all[queue]?.Type, `${where}: its on-failure destination is not an SQS queue`).toBe(
          'AWS::SQS::Queue',
        );
        expect(all[queue]?.Properties?.SqsManagedSseEnabled, `${where}: queue not encrypted`).toBe(true);
        expect(tlsOnlyQueues, `${where}: queue not TLS only`).toContain(queue);
        expect(alarmedQueues, `${where}: no alarm on its on-failure queue`).toContain(queue);
      }
    }
  });

  it("should alarm on every queue that holds failures (the scheduler's dead letters too)", () => {
    for (const { template } of templates) {
      const alarmed = JSON.stringify(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
      for (const [queueId] of resourcesOf(template, 'AWS::SQS::Queue'))
        expect(alarmed).toContain(`"${queueId}","QueueName"`);
    }
  });
});

describe('concurrency (issue 30, item 1)', () => {
  it('should reserve concurrency for no function', () => {
    const functions = templates.flatMap(({ template }) => resourcesOf(template, 'AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(JOBS.length);
    for (const [id, fn] of functions) expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
  });
});
