import { Duration } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';

import { JOBS as LAMBDA_JOBS } from '@careshift/lambdas/jobs/index';
import { JOB_TIMEOUT_SECONDS } from '@careshift/lambdas/jobs/job-timeouts';

import { ScheduledJob } from '../lib/constructs/scheduled-job';
import { jobDefinitions, JOB_ACCESS } from '../lib/jobs';
import type { JobDefinition } from '../lib/jobs';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

const sampleJob: JobDefinition = {
  name: 'sample-sweep',
  entry: 'infra/test/fixtures/sample-job.ts',
  schedule: 'rate(15 minutes)',
  description: 'Sample sweep for the tests',
  table: 'write',
  sms: true,
  timeout: Duration.minutes(5),
};

describe('jobDefinitions', () => {
  it('should know the access of every job the lambdas define', () => {
    expect(Object.keys(JOB_ACCESS).sort()).toEqual(LAMBDA_JOBS.map((job) => job.name).sort());
    expect(jobDefinitions().map((job) => job.schedule)).toEqual(LAMBDA_JOBS.map((job) => job.rate));
  });

  it("should give each job function the timeout its run's lease lasts", () => {
    expect(jobDefinitions().map((job) => job.timeout.toSeconds())).toEqual(
      LAMBDA_JOBS.map((job) => JOB_TIMEOUT_SECONDS[job.name]),
    );
  });

  it('should refuse a job without access or with a schedule EventBridge cannot read', () => {
    const entry = {
      name: 'new-job',
      entry: 'lambdas/src/jobs/new-job.ts',
      rate: 'rate(5 minutes)',
      description: 'x',
      timeoutSeconds: 60,
    };
    expect(() => jobDefinitions([entry])).toThrow('Job "new-job" has no entry in JOB_ACCESS');
    expect(() =>
      jobDefinitions([{ ...entry, rate: 'every 5 minutes' }], { 'new-job': { table: 'read' } }),
    ).toThrow(/not a rate\(…\) or cron\(…\) expression/);
  });
});

describe('JobsStack', () => {
  const app = buildTestApp({ operations: POSITIONS_ONLY });
  const jobs = templateOf(app.synth(), app.stacks.jobs);

  it('should schedule every job of the lambdas in the stage group', () => {
    jobs.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    jobs.resourceCountIs('AWS::Scheduler::Schedule', LAMBDA_JOBS.length);
    for (const job of LAMBDA_JOBS) {
      jobs.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: job.rate });
      jobs.hasResourceProperties('AWS::Lambda::Function', { Description: `CareShift job: ${job.name}` });
    }
  });

  it('should hold only the schedule group and the outbox sender when there is no job', () => {
    const empty = buildTestApp({ operations: POSITIONS_ONLY, jobs: [] });
    const template = templateOf(empty.synth(), empty.stacks.jobs);
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    template.resourceCountIs('AWS::Scheduler::Schedule', 0);
    template.resourceCountIs('AWS::Lambda::Function', 1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'CareShift: sends new notification intents from the table stream',
    });
  });

  it('should fail with the missing entry file when a job has no handler', () => {
    const ghost = { ...sampleJob, name: 'ghost-sweep', entry: 'lambdas/src/jobs/ghost-sweep.ts' };
    expect(() => buildTestApp({ operations: POSITIONS_ONLY, jobs: [ghost] })).toThrow(
      /lambdas\/src\/jobs\/ghost-sweep\.ts.*"ghost-sweep"/,
    );
  });

  it('should invoke the job Lambda on its schedule from the stage group, with retries, and pass cdk-nag', () => {
    const test = buildTestApp({ operations: POSITIONS_ONLY, jobs: [] });
    const { jobs: stack, data } = test.stacks;
    const job = new ScheduledJob(stack, 'SampleSweep', {
      job: sampleJob,
      table: data.table,
      documents: data.documents,
      mail: { mailFrom: test.config.mailFrom, mailDomain: test.config.mailDomain, stage: 'dev' },
      smsCountryCodes: test.config.smsCountryCodes,
      link: { appUrl: undefined, parameterName: '/careshift/dev/app-url' },
      retain: false,
      group: stack.group,
      alarmTopic: data.alarms.topic,
    });
    const template = templateOf(test.synth(), stack);
    const fnId = stack.getLogicalId(job.function.fn.node.defaultChild as never);
    const groupId = stack.getLogicalId(stack.group.node.defaultChild as never);
    template.hasResource('AWS::Scheduler::Schedule', {
      Properties: Match.objectLike({
        ScheduleExpression: 'rate(15 minutes)',
        State: 'ENABLED',
        GroupName: stack.group.scheduleGroupName,
        Target: Match.objectLike({
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        }),
      }),
      DependsOn: Match.arrayWith([groupId]),
    });
    const [[, fn] = []] = resourcesOf(template, 'AWS::Lambda::Function').filter(
      ([, candidate]) => candidate.Properties.Description === 'CareShift job: sample-sweep',
    );
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 300 });
    const policies = resourcesOf(template, 'AWS::IAM::Policy').map(([, p]) => JSON.stringify(p.Properties));
    expect(policies.find((p) => p.includes('lambda:InvokeFunction'))).toContain(fnId);
    expect(policies.some((p) => p.includes('sns:Publish'))).toBe(true);
  });

  it('should reserve no concurrency, retry a failed run twice, and keep what fails in two alarmed queues', () => {
    const test = buildTestApp({ operations: POSITIONS_ONLY, jobs: [sampleJob] });
    const { jobs: stack } = test.stacks;
    const [job] = stack.jobs;
    const template = templateOf(test.synth(), stack);
    const [[, fn] = []] = resourcesOf(template, 'AWS::Lambda::Function').filter(
      ([, candidate]) => candidate.Properties.Description === 'CareShift job: sample-sweep',
    );
    expect(fn?.Properties.ReservedConcurrentExecutions).toBeUndefined();
    const queueId = (queue: Queue | undefined) => stack.getLogicalId(queue?.node.defaultChild as never);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId(job?.failedRuns), 'Arn'] } } },
    });
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Target: Match.objectLike({
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId(job?.deadLetters), 'Arn'] } },
      }),
    });
    // The job's own alarms (the outbox sender in the same stack has its own).
    const senderId = stack.getLogicalId(stack.outboxSender.function.fn.node.defaultChild as never);
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties)
      .filter((a) => !JSON.stringify(a).includes(senderId));
    expect(alarms.map((a) => a?.MetricName ?? 'math').sort()).toEqual(
      [
        'ApproximateNumberOfMessagesVisible',
        'ApproximateNumberOfMessagesVisible',
        'Errors',
        'Throttles',
      ].sort(),
    );
    expect(alarms.every((a) => (a?.AlarmActions as unknown[] | undefined)?.length === 1)).toBe(true);
  });
});
