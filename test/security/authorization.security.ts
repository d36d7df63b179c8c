import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { operationList } from '@careshift/contract';
import type { Operation, OperationId } from '@careshift/contract';

import { ACCOUNT_RULES } from './account-rules';
import { AUTHORIZATION_MATRIX, expected, outcomeOf } from './authorization-matrix';
import { callApi } from './support/api-client';
import type { Reply } from './support/api-client';
import { contractProblem } from './support/contract-check';
import { buildWorld, PRINCIPALS } from './support/world';
import type { Principal, Tenant, World } from './support/world';

const stack = inject('securityStack');
let world: World;
let cells = 0;

const CLIENT_PRINCIPALS: readonly Principal[] = ['ownerA', 'userA', 'ownerB'];
const PARTNER_PRINCIPALS: readonly Principal[] = ['partnerSelf', 'otherPartner'];
/**
 * Money a client never sees (the domain's moneyVisibleTo): it pays the partner a shift's total directly
 * (spec section 6), so it sees no commission, earnings or penalty in any reply.
 */
const COMPANY_MONEY = [
  'companyCommission',
  'employeeEarnings',
  'penalty',
  'cancelClaimPenalty',
  'noShowPenalty',
];
/** An invoice bills the partner the commission: an organisation sees no amount of it (issue 29, item 3). */
const INVOICE_MONEY = ['total', 'price', 'amount', 'currency', 'net', 'vat', 'gross'];
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

/** Whether the reply is the partner's own record (partnerSelf's is A's, otherPartner's B's). */
function isOwnPartnerRecord(operation: Operation, principal: Principal, tenant: Tenant): boolean {
  return (
    ['partner-get', 'employee-update'].includes(operation.id) &&
    ((principal === 'partnerSelf' && tenant === 'A') || (principal === 'otherPartner' && tenant === 'B'))
  );
}

/** The fields the principal may not be sent in the operation's reply. */
function forbiddenFields(operation: Operation, principal: Principal, tenant: Tenant): string[] {
  const forbidden: string[] = [];
  const client = CLIENT_PRINCIPALS.includes(principal);
  if (client) forbidden.push(...COMPANY_MONEY, ...PARTNER_PRIVATE);
  if (client && operation.id.startsWith('invoice')) forbidden.push(...INVOICE_MONEY);
  if (principal !== 'administrator' && operation.id.startsWith('client')) forbidden.push(...CLIENT_CONFIG);
  if (PARTNER_PRINCIPALS.includes(principal) && !isOwnPartnerRecord(operation, principal, tenant))
    forbidden.push(...PARTNER_PRIVATE);
  return forbidden;
}

/** Property-level authorization: the fields a role may not see are absent from what it is sent. */
function leakedFields(operation: Operation, principal: Principal, tenant: Tenant, reply: Reply): string[] {
  // The API description names every field of the API and holds no data (issue 33).
  if (reply.status !== 200 || operation.id === 'openapi-get') return [];
  const keys = keysOf(reply.body);
  return forbiddenFields(operation, principal, tenant).filter((key) => keys.has(key));
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
  // The contract test (issue 33): every reply, error replies too, matches docs/openapi.json.
  problems.push(
    ...[contractProblem(operation, reply)].filter(Boolean).map((problem) => `${where}: ${problem}`),
  );
  // The field check above has something to look at: an organisation's invoice replies show an invoice.
  const invoiceRead = ['invoices-list', 'invoice-get'].includes(operation.id);
  if (
    invoiceRead &&
    CLIENT_PRINCIPALS.includes(principal) &&
    got === 'allow' &&
    !keysOf(reply.body).has('lines')
  )
    problems.push(`${where}: the reply shows no invoice, so its fields were not checked`);
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

  describe('account rules (issue 29)', () => {
    for (const row of ACCOUNT_RULES) {
      it(`should hold: ${row.rule}`, async () => {
        const tenants: Tenant[] = row.perTenant ? ['A', 'B'] : ['A'];
        const problems: string[] = [];
        for (const principal of row.principals) {
          for (const tenant of tenants) {
            const want = expected({ ...row, request: () => ({}) }, principal, tenant, false);
            const reply = await callApi(
              stack,
              row.operation,
              await row.request(world, tenant, principal),
              world.tokens[principal],
            );
            cells += 1;
            const got = outcomeOf(reply.status);
            if (got !== want)
              problems.push(`${principal} on ${tenant}: expected ${want}, got ${reply.status}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
});
