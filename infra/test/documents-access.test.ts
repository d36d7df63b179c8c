import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { AREA_ACCESS } from '../lib/area-access';
import { DocumentsBucket } from '../lib/constructs/documents-bucket';
import { createAccessLogBucket } from '../lib/constructs/private-bucket';

import { cdkJsonContext, resourcesOf } from './support/test-app';

describe('partner documents: least privilege on the bucket', () => {
  it('should let the documents area read, put and delete employees/* only, and list only that prefix', () => {
    expect(AREA_ACCESS.documents.documents).toEqual({ prefix: 'employees/', access: 'write' });
    const stack = new Stack(new App({ context: cdkJsonContext() }), 'DocumentsAccess', {
      env: { region: 'eu-central-1' },
    });
    const documents = new DocumentsBucket(stack, 'Documents', {
      retain: false,
      accessLogs: createAccessLogBucket(stack, 'Logs', { retain: false }),
      appOrigin: 'https://app.careshift.cy',
    });
    const policy = documents.prefixPolicy('employees/', 'write');
    expect(documents.prefixPolicy('employees/', 'write')).toBe(policy);
    const template = Template.fromStack(stack);
    const [, resource] =
      resourcesOf(template, 'AWS::IAM::ManagedPolicy').find(
        ([id]) => id === stack.getLogicalId(policy.node.defaultChild as never),
      ) ?? [];
    const statements = JSON.stringify(resource?.Properties.PolicyDocument);
    expect(statements).toContain('"s3:prefix":["employees/*"]');
    expect(statements).toContain('/employees/*');
    expect(statements).toContain('s3:DeleteObject');
    expect(statements).not.toContain('"Resource":"*"');
    expect(statements).toContain('s3:AbortMultipartUpload');
    const cors = JSON.stringify(template.findResources('AWS::S3::Bucket'));
    expect(cors).toContain('https://app.careshift.cy');
    expect(cors).toContain('POST');
  });
});
