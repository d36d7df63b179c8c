import { describe, expect, it } from 'vitest';

import { operationList } from '@careshift/contract';

import { AREA_ACCESS } from '../lib/area-access';
import type { AreaAccess } from '../lib/area-access';
import { JOB_ACCESS, jobDefinitions } from '../lib/jobs';
import type { JobAccess } from '../lib/jobs';

import { sdkClientsOf } from './support/sdk-clients';

/** The SDK client each grant is for: a grant with no client in the bundle is one nobody uses. */
function clientsGranted(access: AreaAccess | JobAccess, links: boolean): string[] {
  const clients = ['client-dynamodb'];
  if (access.documents) clients.push('client-s3');
  if ('userPool' in access && access.userPool) clients.push('client-cognito-identity-provider');
  if (access.mail) clients.push('client-sesv2');
  if (access.sms) clients.push('client-sns');
  if ('heedIntake' in access && access.heedIntake) clients.push('client-secrets-manager');
  if ('stripe' in access && access.stripe) clients.push('client-secrets-manager');
  if (links) clients.push('client-ssm');
  return clients.sort();
}

const areas = [...new Set(operationList.map((operation) => operation.area))].sort();

describe('Least privilege: grants match the SDK clients the code creates', () => {
  it.each(areas)('should grant the %s area exactly what its handler bundles', async (area) => {
    const access = AREA_ACCESS[area];
    const bundled = await sdkClientsOf(`lambdas/src/${area}/handler.ts`);
    // Every area reads the origin secret (the pipeline's origin gate, infra OriginSecret).
    const granted = new Set([...clientsGranted(access, access.links === true), 'client-secrets-manager']);
    expect(bundled).toEqual([...granted].sort());
  });

  it.each(jobDefinitions().map((job) => [job.name, job] as const))(
    'should grant the %s job exactly what it bundles',
    async (name, job) => {
      const access = JOB_ACCESS[name] ?? job;
      expect(await sdkClientsOf(job.entry)).toEqual(clientsGranted(access, access.links === true));
    },
  );
});
