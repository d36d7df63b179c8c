import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { operationList } from '@careshift/contract';
import type { Operation, OperationId } from '@careshift/contract';

import { AUTHORIZATION_MATRIX, expected, outcomeOf } from './authorization-matrix';
import { callApi } from './support/api-client';
import type { Reply } from './support/api-client';
import { buildWorld, PRINCIPALS } from './support/world';
import type { Principal, Tenant, World } from './support/world';

const stack = inject('securityStack');
let world: World;
let cells = 0;

const CLIENT_PRINCIPALS: readonly Principal[] = ['ownerA', 'userA', 'ownerB'];
const PARTNER_PRINCIPALS: readonly Principal[] = ['partnerSelf', 'otherPartner'];
/** Money a client never sees: it pays the partner the total directly (spec section 6). */
const COMPANY_MONEY = ['companyCommission', 'employeeEarnings'];
/** A client's own configuration (its commission): administrators only. */
const CLIENT_CONFIG = ['configs', 'companyCommissionRatePercent'];
/** A partner's private fields (identity, bank, tax): only the partner and administrators. */
const PARTNER_PRIVATE = ['iban', 'bankName', 'tiNumber', 'idCard', 'registrationNumber'];

function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

/** Property-level authorization: the fields a role may not see are absent from what it is sent. */
function leakedFields(operation: Operation, principal: Principal, tenant: Tenant, reply: Reply): string[] {
  if (reply.status !== 200) return [];
  const keys = keysOf(reply.body);
  const forbidden: string[] = [];
  if (CLIENT_PRINCIPALS.includes(principal)) forbidden.push(...COMPANY_MONEY, ...PARTNER_PRIVATE);
  if (principal !== 'administrator' && operation.id.startsWith('client')) forbidden.push(...CLIENT_CONFIG);
  const ownRecord =
    ['partner-get', 'employee-update'].includes(operation.id) &&
    ((principal === 'partnerSelf' && tenant === 'A') || (principal === 'otherPartner' && tenant === 'B'));
  if (PARTNER_PRINCIPALS.includes(principal) && !ownRecord) forbidden.push(...PARTNER_PRIVATE);
  return forbidden.filter((key) => keys.has(key));
}

async function runCell(operation: Operation, principal: Principal, tenant: Tenant): Promise<string[]> {
  const row = AUTHORIZATION_MATRIX[operation.id as OperationId];
  const want = expected(row, principal, tenant, operation.access === 'public');
  const request = await row.request(world, tenant);
  const reply = await callApi(stack, operation, request, world.tokens[principal]);
  cells += 1;
  const got = outcomeOf(reply.status);
  const where = `${principal}${row.perTenant ? ` on ${tenant}'s object` : ''}`;
  const problems: string[] = [];
  if (got !== want) {
    const code = (reply.body as { code?: string } | null)?.code ?? '';
    problems.push(`${where}: expected ${want}, got ${reply.status} ${code}`.trim());
  }
  const leaked = leakedFields(operation, principal, tenant, reply);
  if (leaked.length > 0) problems.push(`${where}: the reply carries ${leaked.join(', ')}`);
  return problems;
}

describe('authorization matrix (every operation × every principal)', () => {
  beforeAll(async () => {
    world = await buildWorld(stack);
  }, 180_000);
  afterAll(() => {
    console.log(`authorization matrix: ${cells} cells over ${operationList.length} operations`);
  });

  it('should have rows for every operation of the contract and no others', () => {
    const ids = operationList.map((operation) => operation.id);
    expect(ids.filter((id) => !(id in AUTHORIZATION_MATRIX))).toEqual([]);
    expect(Object.keys(AUTHORIZATION_MATRIX).filter((id) => !ids.includes(id))).toEqual([]);
  });

  for (const operation of operationList) {
    it(`should answer ${operation.id} to each principal as the matrix says`, async () => {
      const row = AUTHORIZATION_MATRIX[operation.id as OperationId];
      const tenants: Tenant[] = row.perTenant ? ['A', 'B'] : ['A'];
      const problems: string[] = [];
      for (const principal of PRINCIPALS) {
        for (const tenant of tenants) problems.push(...(await runCell(operation, principal, tenant)));
      }
      expect(problems).toEqual([]);
    });
  }
});
