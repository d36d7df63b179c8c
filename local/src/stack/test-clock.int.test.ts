import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDocumentClient, createService } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { testClock } from '@careshift/lambdas/clock';
import { seedShiftFixtures } from '@careshift/lambdas/shifts/testing/shift-fixtures';

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

  it('should run a scheduled job now through the gateway and report what it did', async () => {
    // Two shifts of this test's own (the minimal seed has none): one worked, one nobody claimed in time.
    const db = createService(
      createDocumentClient({
        tableName: stack.tableName,
        endpoint: stack.urls.dynamodb,
        region: stack.region,
      }),
      stack.tableName,
    );
    const repos = await seedShiftFixtures(db);
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    const written = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'clock-worked',
          startDate: daysAgo(3),
          status: 'CLAIMED',
          claimedBy: 'partner-1',
          partnerName: 'Maria Georgiou partner-1',
        }),
        newShift({ shiftId: 'clock-unclaimed', startDate: daysAgo(-1), deadline: daysAgo(2) }),
      ],
      contextAt(daysAgo(10)),
    );
    expect(written.failed).toEqual([]);

    const list = await fetch(`${stack.urls.api}/__local/jobs`);
    expect(await list.json()).toEqual({ jobs: expect.arrayContaining(['shift-sweep', 'shift-reminders']) });
    const run = () => fetch(`${stack.urls.api}/__local/jobs/shift-sweep/run`, { method: 'POST' });
    const first = await run();
    expect(first.status).toBe(200);
    const report = (await first.json()) as { outcome: string; result: Record<string, number> };
    expect(report).toMatchObject({ outcome: 'succeeded', result: { finished: 1, abandoned: 1 } });
    const second = (await (await run()).json()) as { result: Record<string, number> };
    expect(second.result).toMatchObject({ finished: 0, abandoned: 0 });
  });
});

describe('stopping a stack with testClock', () => {
  it('should put the clock back at real time when the stack stops', async () => {
    // A stack of its own (nothing seeded), so the shared one above runs its tests in any order.
    const own = await startStack({ web: false, log: false, testClock: true, seed: false });
    try {
      own.testClock?.setOffsetMs(2 * DAY);
      expect(testClock.offsetMs()).toBe(2 * DAY);
    } finally {
      await own.stop();
    }
    expect(testClock.offsetMs()).toBe(0);
  });
});
