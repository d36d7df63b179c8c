import { describe, expect, it } from 'vitest';

import { operationList } from '@careshift/contract';

import { buildTestApp, resourcesOf, templateOf } from './support/test-app';

const EXPORTS_ONLY = operationList.filter((operation) => operation.area === 'exports');

describe('exports area: CSV files in the documents bucket', () => {
  const app = buildTestApp({ operations: EXPORTS_ONLY });
  const api = templateOf(app.synth(), app.stacks.api);

  it('should give the exports Lambda the HTTP API’s time to write a whole list, not the default 10 s', () => {
    const functions = resourcesOf(api, 'AWS::Lambda::Function').map(([, fn]) => fn.Properties);
    const exportsFunction = functions.find((fn) => String(fn?.Description).includes('exports area'));
    expect(exportsFunction?.Timeout).toBe(29);
  });

  it('should let it list, put, abort, read and delete objects under exports/, and nothing else', () => {
    const data = templateOf(app.synth(), app.stacks.data);
    const policies = resourcesOf(data, 'AWS::IAM::ManagedPolicy').map(([, p]) => p.Properties);
    const exportsPolicies = policies.filter((p) => JSON.stringify(p).includes('exports/'));
    expect(exportsPolicies).toHaveLength(1);
    const bucketArn = { 'Fn::GetAtt': [expect.stringMatching(/^DocumentsBucket/), 'Arn'] };
    expect(exportsPolicies[0]).toEqual({
      Description: 'CareShift documents: write access to exports/*',
      Path: '/',
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Action: 's3:ListBucket',
            Condition: { StringLike: { 's3:prefix': ['exports/*'] } },
            Effect: 'Allow',
            Resource: bucketArn,
          },
          {
            Action: ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject'],
            Effect: 'Allow',
            Resource: { 'Fn::Join': ['', [bucketArn, '/exports/*']] },
          },
        ],
      },
    });
  });
});
