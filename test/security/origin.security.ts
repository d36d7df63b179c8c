import { beforeAll, describe, expect, inject, it } from 'vitest';

import { operationList } from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';

import { pathOf, signInWithPassword } from './support/api-client';
import { deliveredTableSnapshot, tableSnapshot } from './support/table-snapshot';

const stack = inject('securityStack');
const FORBIDDEN = JSON.stringify({ message: 'Forbidden', code: 'NOT_ALLOWED' });
const SAMPLE_PATH = new Proxy({} as Record<string, string>, { get: () => 'x1' });

/** A call that skips CloudFront: straight to the API (API Gateway's own address), with `origin` as the header or none. */
async function direct(operation: Operation, token: string | undefined, origin: string | undefined) {
  const response = await fetch(`${stack.apiUrl}${pathOf(operation, SAMPLE_PATH)}`, {
    method: operation.method,
    headers: {
      ...(origin === undefined ? {} : { [ORIGIN_HEADER]: origin }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
    },
    body: ['GET', 'DELETE'].includes(operation.method) ? undefined : '{"anything": true}',
  });
  return { status: response.status, text: await response.text() };
}

describe('only CloudFront reaches the API (issue 30): every operation without the origin header', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await signInWithPassword(
      stack,
      stack.admin.username,
      stack.admin.password,
      stack.admin.authenticatorSecret,
    );
  });

  it('should answer the one uniform 403 to every operation, signed in or not, header missing or wrong, and write nothing', async () => {
    const before = await deliveredTableSnapshot(stack);
    const wrong = `${Object.values(stack.originHeaders)[0] ?? ''}x`;
    let calls = 0;
    for (const operation of operationList) {
      for (const origin of [undefined, '', 'guessed', wrong]) {
        const signedIn = await direct(operation, admin, origin);
        expect(signedIn, `${operation.id} with ${String(origin)}`).toEqual({ status: 403, text: FORBIDDEN });
        calls += 1;
        if (operation.access === 'public') {
          // Nothing signed in to check: API Gateway hands it to the Lambda, whose gate refuses it.
          expect(await direct(operation, undefined, origin), operation.id).toEqual({
            status: 403,
            text: FORBIDDEN,
          });
        } else {
          // API Gateway's JWT authorizer refuses it first (as in AWS): 401, the Lambda never runs.
          expect((await direct(operation, undefined, origin)).status, operation.id).toBe(401);
        }
        calls += 1;
      }
    }
    expect(calls).toBe(operationList.length * 8);
    expect(await tableSnapshot(stack)).toEqual(before);
  });
});
