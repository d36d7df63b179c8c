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

  it('should let it put, abort and read objects under exports/ only', () => {
    const data = templateOf(app.synth(), app.stacks.data);
    const policies = JSON.stringify(
      resourcesOf(data, 'AWS::IAM::ManagedPolicy').map(([, p]) => p.Properties),
    );
    expect(policies).toContain('access to exports/*');
    expect(policies).toContain('"s3:prefix":["exports/*"]');
    expect(policies).toContain('s3:AbortMultipartUpload');
  });
});
