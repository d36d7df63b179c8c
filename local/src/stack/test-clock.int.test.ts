import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testClock } from '@careshift/lambdas/clock';

import { passwordSignInIdToken } from '../admin/authenticator-enrolment';
import { cognitoClient } from '../seed/cognito-users';
import { DEMO_ADMIN_EMAIL } from '../seed/demo';

import { originHeaders } from './origin-secret';
import { startStack } from './stack';
import type { LocalStack } from './stack';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Clock-test-1';

describe('startStack with testClock', () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startStack({
      web: false,
      log: false,
      demoPassword: PASSWORD,
      testClock: true,
      seed: 'minimal',
    });
  });
  afterAll(() => stack.stop());

  async function adminIdToken(): Promise<string> {
    const cognito = cognitoClient({ endpoint: stack.urls.auth, region: stack.region });
    const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
    try {
      return await passwordSignInIdToken(cognito, stack.userPoolClientId, {
        username: DEMO_ADMIN_EMAIL,
        password: PASSWORD,
        authenticatorSecret: admin?.authenticatorSecret,
      });
    } finally {
      cognito.destroy();
    }
  }

  it('should move the real handlers’ clock through the gateway while tokens keep real time', async () => {
    const moved = await fetch(`${stack.urls.api}/__local/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: 3 * DAY }),
    });
    expect(moved.status).toBe(200);
    expect(stack.testClock?.offsetMs()).toBe(3 * DAY);

    // Issued by the auth twin at real time and checked by the authorizer at real time: still valid.
    const token = await adminIdToken();
    const created = await fetch(`${stack.urls.api}/api/positions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...originHeaders(stack.originSecret),
      },
      body: JSON.stringify({
        name: 'Clock Test Carer',
        normalDayHourlyRate: 1000,
        normalNightHourlyRate: 1100,
        holidayDayHourlyRate: 1200,
        holidayNightHourlyRate: 1300,
      }),
    });
    expect(created.status).toBe(200);
    const { createdAt } = (await created.json()) as { createdAt: string };
    // The positions Lambda stamped the position with the shared `clock` (lambdas/src/clock.ts): three days ahead.
    expect(Math.abs(Date.parse(createdAt) - (Date.now() + 3 * DAY))).toBeLessThan(5000);

    const read = (await (await fetch(`${stack.urls.api}/__local/clock`)).json()) as { offsetMs: number };
    expect(read.offsetMs).toBe(3 * DAY);
  });

  it('should put the clock back at real time when the stack stops', async () => {
    expect(testClock.offsetMs()).not.toBe(0);
    await stack.stop();
    expect(testClock.offsetMs()).toBe(0);
  });
});
