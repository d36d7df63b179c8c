import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { clientCreate, operationList, partnerCreate, positionCreate, shiftCreate } from '@careshift/contract';
import type { Operation } from '@careshift/contract';

import { pathOf, signInWithPassword, signInWithSms } from './support/api-client';
import { badRequestsFor, oversizedBody, placeholderPath } from './support/bad-input';
import type { BadRequest } from './support/bad-input';
import { contractProblemOfText } from './support/contract-check';
import { deliveredTableSnapshot, tableSnapshot } from './support/table-snapshot';
import { nextPhone, partnerBody, positionBody, shiftTimes } from './support/world';

const stack = inject('securityStack');
const tokens: { administrator?: string; owner?: string; partner?: string } = {};
let before: string[] = [];
let sent = 0;

/** The token that gets furthest into an operation: its input is parsed only after the role check. */
function tokenFor(operation: Operation): string | undefined {
  if (operation.access === 'public') return undefined;
  if (operation.access.includes('SYSTEM_USER')) return tokens.administrator;
  if (operation.access.includes('OWNER')) return tokens.owner;
  return tokens.partner;
}

async function send(
  operation: Operation,
  request: BadRequest,
): Promise<{ status: number; text: string; contentType: string }> {
  const token = tokenFor(operation);
  const url = `${stack.apiUrl}${pathOf(operation, request.path)}${request.query ? `?${request.query}` : ''}`;
  const response = await fetch(url, {
    method: operation.method,
    headers: {
      ...stack.originHeaders,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.body === undefined ? {} : { 'content-type': request.contentType ?? 'application/json' }),
    },
    body: ['GET', 'DELETE'].includes(operation.method) ? undefined : request.body,
  });
  sent += 1;
  const contentType = response.headers.get('content-type') ?? '';
  return { status: response.status, text: await response.text(), contentType };
}

/** What is wrong with a reply to bad input, if anything: it must be a 4xx `{message, code}`. */
function problemWith(reply: { status: number; text: string }): string | undefined {
  if (reply.status < 400 || reply.status >= 500) return `answered ${reply.status}`;
  let body: { message?: unknown; code?: unknown };
  try {
    body = JSON.parse(reply.text) as typeof body;
  } catch {
    return `answered ${reply.status} with no JSON: ${reply.text.slice(0, 80)}`;
  }
  // API Gateway's own reply to a path no route matches is `{"message":"Not Found"}` (HTTP APIs
  // cannot change it); the local gateway answers the same.
  if (reply.status === 404 && body.message === 'Not Found' && body.code === undefined) return undefined;
  if (typeof body.message !== 'string' || typeof body.code !== 'string')
    return `answered ${reply.status} ${reply.text.slice(0, 80)}`;
  return undefined;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += limit)
    await Promise.all(items.slice(index, index + limit).map(work));
}

describe('generated bad input (every operation, from its zod schemas)', () => {
  beforeAll(async () => {
    tokens.administrator = await signInWithPassword(
      stack,
      stack.admin.username,
      stack.admin.password,
      stack.admin.authenticatorSecret,
    );
    const admin = async (operation: Operation, body: unknown) => {
      const response = await fetch(`${stack.apiUrl}${operation.path}`, {
        method: operation.method,
        headers: {
          ...stack.originHeaders,
          authorization: `Bearer ${tokens.administrator}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { id: string };
    };
    const position = await admin(positionCreate, positionBody('Bad input nurse'));
    const ownerEmail = 'bad-input-owner@security.local';
    const organisation = await admin(clientCreate, {
      name: 'Bad Input Org',
      positionIds: [position.id],
      address: { street: '1 Main Street', city: 'NICOSIA', postalCode: '1011' },
      user: {
        firstName: 'Bad',
        lastName: 'Input',
        email: ownerEmail,
        password: 'Bad-input-owner-1',
        lang: 'en',
      },
    });
    const phone = nextPhone();
    await admin(partnerCreate, partnerBody(phone, position.id));
    // Eleven shifts: the shift list has a second page, so a real cursor exists to forge.
    await admin(shiftCreate, {
      clientId: organisation.id,
      positionId: position.id,
      shifts: Array.from({ length: 11 }, (_, index) => shiftTimes(72 + 24 * index)),
      idempotencyKey: 'bad-input-shifts',
    });
    tokens.owner = await signInWithPassword(stack, ownerEmail, 'Bad-input-owner-1');
    tokens.partner = await signInWithSms(stack, phone);
    before = await deliveredTableSnapshot(stack);
  }, 120_000);
  afterAll(() => {
    console.log(`bad input: ${sent} requests over ${operationList.length} operations`);
  });

  for (const operation of operationList) {
    it(`should answer every bad input to ${operation.id} with a 4xx {message, code}`, async () => {
      const problems: string[] = [];
      await inBatches(badRequestsFor(operation), 8, async (request) => {
        const reply = await send(operation, request);
        // The contract test (issue 33): error replies match docs/openapi.json too.
        const problem = problemWith(reply) ?? contractProblemOfText(operation, reply);
        if (problem) problems.push(`${request.label}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });
  }

  it('should refuse an unknown query parameter and statuses[]= with 400 INVALID_INPUT (issue 33)', async () => {
    const problems: string[] = [];
    const queries = (operation: Operation) => [
      'notAParameter=1',
      ...(operation.input.query && 'statuses' in operation.input.query._zod.def.shape
        ? ['statuses[]=', 'statuses=']
        : []),
    ];
    await inBatches([...operationList], 8, async (operation) => {
      for (const query of queries(operation)) {
        const reply = await send(operation, { label: query, path: placeholderPath(operation), query });
        const code = reply.status === 400 ? (JSON.parse(reply.text) as { code?: string }).code : '';
        if (reply.status !== 400 || code !== 'INVALID_INPUT')
          problems.push(`${operation.id}?${query}: ${reply.status} ${reply.text.slice(0, 80)}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('should answer a real cursor whose positions were forged (another partition) with 400', async () => {
    const list = operationList.find((candidate) => candidate.id === 'requests-list');
    if (!list) throw new Error('no requests-list');
    const page = await fetch(`${stack.apiUrl}${list.path}`, {
      headers: { ...stack.originHeaders, authorization: `Bearer ${tokens.administrator}` },
    });
    const { cursor } = (await page.json()) as { cursor: string | null };
    expect(cursor).toBeTruthy();
    const body = JSON.parse(Buffer.from(cursor ?? '', 'base64url').toString('utf8')) as { p: unknown[] };
    const otherPartition = Buffer.from(
      JSON.stringify({ pk: '$careshift#partner_x', sk: '$x', gsi1pk: 'x' }),
    ).toString('base64url');
    for (const forgedPosition of [
      otherPartition,
      'not-base64-json',
      Buffer.from('{"pk":1}').toString('base64url'),
    ]) {
      const forged = Buffer.from(
        JSON.stringify({ ...body, p: body.p.map((position) => (position === 0 ? 0 : forgedPosition)) }),
      ).toString('base64url');
      const reply = await send(list, { label: 'forged cursor', path: {}, query: `cursor=${forged}` });
      expect({
        forgedPosition,
        status: reply.status,
        code: (JSON.parse(reply.text) as { code?: string }).code,
      }).toEqual({
        forgedPosition,
        status: 400,
        code: 'INVALID_CURSOR',
      });
    }
  });

  it('should refuse a body over the size limit with 413 and change nothing', async () => {
    const operation = operationList.find((candidate) => candidate.id === 'position-create');
    if (!operation) throw new Error('no position-create');
    const reply = await send(operation, {
      label: 'oversized',
      path: placeholderPath(operation),
      body: oversizedBody(600_000),
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('should send at least 2,000 bad requests in one run', () => {
    expect(sent).toBeGreaterThanOrEqual(2000);
  });

  it('should have written nothing to the table', async () => {
    expect(await tableSnapshot(stack)).toEqual(before);
  });
});
