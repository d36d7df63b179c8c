import { describe, expect, it } from 'vitest';

import { operationList } from '@careshift/contract';

import { AREA_ACCESS } from '../lib/area-access';
import type { AreaAccess } from '../lib/area-access';
import { JOB_ACCESS, jobDefinitions } from '../lib/jobs';
import type { JobAccess } from '../lib/jobs';

import { sdkClientsOf } from './support/sdk-clients';

/** Each grant and the SDK client it is for (links: SSM, passed separately). */
const CLIENT_OF_GRANT: [grant: string, client: string][] = [
  ['documents', 'client-s3'],
  ['userPool', 'client-cognito-identity-provider'],
  ['mail', 'client-sesv2'],
  ['sms', 'client-sns'],
  ['heedIntake', 'client-secrets-manager'],
  ['stripe', 'client-secrets-manager'],
  ['push', 'client-secrets-manager'],
];

/** The SDK client each grant is for: a grant with no client in the bundle is one nobody uses. */
function clientsGranted(access: AreaAccess | JobAccess, links: boolean): string[] {
  const given = new Map<string, unknown>(Object.entries(access));
  const granted = CLIENT_OF_GRANT.filter(([grant]) => Boolean(given.get(grant))).map(([, client]) => client);
  return ['client-dynamodb', ...granted, ...(links ? ['client-ssm'] : [])].sort();
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
