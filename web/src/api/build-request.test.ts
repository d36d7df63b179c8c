import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import type { Operation } from '@careshift/contract';

import { buildRequest } from './build-request';

const listOperation: Operation = {
  id: 'things-list',
  method: 'GET',
  path: '/api/clients/{clientId}/things',
  access: ['SYSTEM_USER'],
  area: 'clients',
  summary: 'test',
  input: {},
  output: z.unknown(),
};

describe('buildRequest', () => {
  it('should put query values in the address, repeating arrays and skipping empty ones', () => {
    const built = buildRequest(listOperation, {
      path: { clientId: 'c1' },
      query: { status: ['VERIFIED', 'CLAIMED'], cursor: undefined, limit: 10 },
    });
    expect(built.url).toBe('/api/clients/c1/things?status=VERIFIED&status=CLAIMED&limit=10');
    expect(built.body).toBeUndefined();
    expect(built.headers['Content-Type']).toBeUndefined();
  });

  it('should refuse to build a request with a path parameter missing', () => {
    expect(() => buildRequest(listOperation, {})).toThrow(/clientId/);
  });
});
