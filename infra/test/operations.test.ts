import { describe, expect, it } from 'vitest';

import { operationList } from '@careshift/contract';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

const dev = buildTestApp();
const assembly = dev.synth();
const api = templateOf(assembly, dev.stacks.api);
const data = templateOf(assembly, dev.stacks.data);
const alarmsOf = (template: typeof api) =>
  resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties ?? {});

describe('operations in AWS (issue 15, item 6)', () => {
  it('should alarm on a route whose replies are more than 5 % 5xx, for every route of the contract', () => {
    const routeAlarms = alarmsOf(api).filter((alarm) => JSON.stringify(alarm).includes('IF(calls >= 10'));
    expect(routeAlarms).toHaveLength(operationList.length);
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { DetailedMetricsEnabled: true },
    });
    const described = routeAlarms.map((alarm) => String(alarm.AlarmDescription));
    for (const operation of operationList)
      expect(described.some((text) => text.includes(`(${operation.id})`))).toBe(true);
  });

  it("should alarm on every area function's errors and throttles, into the stage's alarm topic", () => {
    const areas = new Set(operationList.map((operation) => operation.area));
    const byMetric = (name: string) => alarmsOf(api).filter((alarm) => alarm.MetricName === name);
    expect(byMetric('Errors')).toHaveLength(areas.size);
    expect(byMetric('Throttles')).toHaveLength(areas.size);
    expect(alarmsOf(api).every((alarm) => (alarm.AlarmActions as unknown[]).length === 1)).toBe(true);
  });

  it("should alarm on the table's throttles and system errors, and keep the alarm topic encrypted and TLS only", () => {
    const described = alarmsOf(data).map((alarm) => String(alarm.AlarmDescription));
    expect(described).toEqual(
      expect.arrayContaining([
        'DynamoDB throttled requests of the table.',
        'DynamoDB answered requests of the table with its own errors (HTTP 500).',
      ]),
    );
    const [[, topic] = []] = resourcesOf(data, 'AWS::SNS::Topic');
    expect(topic?.Properties?.KmsMasterKeyId).toBeDefined();
    const policies = JSON.stringify(resourcesOf(data, 'AWS::SNS::TopicPolicy'));
    expect(policies).toContain('aws:SecureTransport');
    data.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('should keep point-in-time recovery on the table and versions of every document', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    data.hasResourceProperties('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } });
  });
});
