import { describe, expect, it } from 'vitest';

import { operationList } from '@careshift/contract';

import { DOCUMENTS_METRICS_FILTER_ID, PARTNER_DOCUMENTS_PREFIX } from '../lib/constructs/documents-bucket';
import { SMS_SPEND_ALARM_SHARE } from '../lib/constructs/operations-alarms';

import { buildTestApp, POSITIONS_ONLY, resourcesOf, templateOf } from './support/test-app';

// prod owns the account's SES identity (default careshift:mailIdentityStage) and its account alarms.
const prod = buildTestApp({
  nag: false,
  context: {
    stage: 'prod',
    'careshift:alarmEmail': 'ops@careshift.cy',
    'careshift:smsMonthlySpendLimitUsd': '50',
    'careshift:domainName': 'app.careshift.cy',
    'careshift:certificateArn': 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
  },
});
const prodAssembly = prod.synth();
const data = templateOf(prodAssembly, prod.stacks.data);
const edge = templateOf(prodAssembly, prod.stacks.edge);
const api = templateOf(prodAssembly, prod.stacks.api);
const web = templateOf(prodAssembly, prod.stacks.web);

const dev = buildTestApp({ operations: POSITIONS_ONLY, nag: false });
const devData = templateOf(dev.synth(), dev.stacks.data);

type AlarmProps = Record<string, unknown>;
const alarmsOf = (template: typeof data): AlarmProps[] =>
  resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
const byMetric = (template: typeof data, namespace: string, metricName: string) =>
  alarmsOf(template).filter((alarm) => alarm.Namespace === namespace && alarm.MetricName === metricName);

describe('alarms that reach someone (issue 30, item 7)', () => {
  it("should watch SES's bounce and complaint rates in the stage that owns the identity only", () => {
    const [bounce] = byMetric(data, 'AWS/SES', 'Reputation.BounceRate');
    const [complaint] = byMetric(data, 'AWS/SES', 'Reputation.ComplaintRate');
    expect(bounce).toMatchObject({ Threshold: 0.05, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(complaint).toMatchObject({ Threshold: 0.001 });
    expect(byMetric(devData, 'AWS/SES', 'Reputation.BounceRate')).toEqual([]);
    expect(byMetric(devData, 'AWS/SNS', 'SMSMonthToDateSpentUSD')).toEqual([]);
  });

  it("should alarm at 80 % of the account's SMS monthly spend limit from careshift:smsMonthlySpendLimitUsd", () => {
    const [spend] = byMetric(data, 'AWS/SNS', 'SMSMonthToDateSpentUSD');
    expect(spend?.Threshold).toBe(50 * SMS_SPEND_ALARM_SHARE);
    expect(String(spend?.AlarmDescription)).toContain('careshift:smsMonthlySpendLimitUsd');
  });

  it("should count the documents bucket's requests under the partner documents and alarm on its 4xx, in every stage", () => {
    for (const template of [data, devData]) {
      template.hasResourceProperties('AWS::S3::Bucket', {
        MetricsConfigurations: [{ Id: DOCUMENTS_METRICS_FILTER_ID, Prefix: PARTNER_DOCUMENTS_PREFIX }],
      });
      const [alarm] = byMetric(template, 'AWS/S3', '4xxErrors');
      expect(alarm?.Dimensions).toEqual(
        expect.arrayContaining([{ Name: 'FilterId', Value: DOCUMENTS_METRICS_FILTER_ID }]),
      );
    }
  });

  it("should alarm on the edge web ACL's blocked requests in us-east-1, into a topic of its own there", () => {
    const [blocked] = byMetric(edge, 'AWS/WAFV2', 'BlockedRequests');
    expect(blocked?.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: 'careshift-prod-edge-eu-central-1' },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
    const [[topicId] = []] = resourcesOf(edge, 'AWS::SNS::Topic');
    expect(blocked?.AlarmActions).toEqual([{ Ref: topicId }]);
    edge.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@careshift.cy' });
  });

  it("should publish each stage's embedded metrics in a namespace of its own", () => {
    const namespaces = [
      data,
      api,
      templateOf(prodAssembly, prod.stacks.auth),
      templateOf(prodAssembly, prod.stacks.jobs),
    ]
      .flatMap((template) => resourcesOf(template, 'AWS::Lambda::Function'))
      .map(
        ([, fn]) =>
          (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables,
      )
      .filter((variables) => variables && 'POWERTOOLS_METRICS_NAMESPACE' in variables)
      .map((variables) => variables?.POWERTOOLS_METRICS_NAMESPACE);
    expect(namespaces.length).toBeGreaterThan(10);
    expect(new Set(namespaces)).toEqual(new Set(['CareShift/prod']));
  });

  it('should send every alarm of every stack to a topic', () => {
    for (const template of [data, edge, api, devData])
      for (const alarm of alarmsOf(template)) expect((alarm.AlarmActions as unknown[]).length).toBe(1);
  });
});

describe('what operators need from the outputs (issue 30, item 9)', () => {
  it('should name the Stripe and Heed secrets after the stage and print their names', () => {
    api.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'careshift/prod/stripe' });
    api.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'careshift/prod/heed' });
    const outputs = api.findOutputs('*');
    expect(outputs.StripeSecretName?.Value).toBe('careshift/prod/stripe');
    expect(outputs.HeedSecretName?.Value).toBe('careshift/prod/heed');
  });

  it("should print Stripe's webhook URL through CloudFront, with the contract's path", () => {
    const webhook = operationList.find((operation) => operation.id === 'payments-stripeWebhook');
    expect(web.findOutputs('*').StripeWebhookUrl?.Value).toBe(`https://app.careshift.cy${webhook?.path}`);
  });

  it("should never output the HTTP API's own execute-api address", () => {
    for (const stack of prodAssembly.stacks) {
      const outputs = JSON.stringify((stack.template as { Outputs?: unknown }).Outputs ?? {});
      expect(outputs, stack.stackName).not.toMatch(/execute-api|ApiEndpoint/);
    }
  });
});
