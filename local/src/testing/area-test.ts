import { ENV } from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import { createPositionRepository } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import type { HttpHandler } from '@careshift/lambdas/http/types';
import { httpEvent, lambdaContext } from '@careshift/lambdas/testing/http-event';
import type { EventOptions } from '@careshift/lambdas/testing/http-event';

import { startAccountsTwin } from './accounts-twin';

/** Positions every account test can name. */
export const TEST_POSITION_IDS = ['NURSE', 'CARER'] as const;

/**
 * One area Lambda against a fresh table and its own auth twin: the environment is set before the
 * handler is imported, so its dependencies reach both. `call` returns status and parsed body.
 */
export async function startAreaTest(load: () => Promise<{ handler: HttpHandler }>) {
  const db = await createTestDb();
  process.env[ENV.tableName] = db.tableName;
  const accounts = await startAccountsTwin();
  const positions = createPositionRepository(db.service);
  const at = '2026-01-01T08:00:00.000Z';
  for (const positionId of TEST_POSITION_IDS) {
    await positions.createPosition({
      positionId,
      name: positionId,
      normalDayHourlyRate: 1500,
      normalNightHourlyRate: 1800,
      holidayDayHourlyRate: 2200,
      holidayNightHourlyRate: 2600,
      createdAt: at,
      updatedAt: at,
    });
  }
  const { handler } = await load();

  async function call(operation: Operation, options: EventOptions = {}) {
    const result = await handler(httpEvent(operation, options), lambdaContext);
    return { status: result.statusCode ?? 0, body: JSON.parse(result.body ?? 'null') };
  }

  return { db, accounts, call, stop: () => accounts.stop() };
}

export type AreaTest = Awaited<ReturnType<typeof startAreaTest>>;

/**
 * Claims as API Gateway's JWT authorizer passes them (as text), for a token the user got just now:
 * `iat` is rounded up so that a revocation earlier in the same second does not count against it.
 */
export function claimsOf(sub: string, role: string, companyId?: string): Record<string, string> {
  const iat = String(Math.floor(Date.now() / 1000) + 1);
  // An administrator's token comes from a sign-in with the authenticator app (issue 30).
  const app: Record<string, string> = role === 'SYSTEM_USER' ? { mfa: 'totp' } : {};
  return { sub, role, iat, ...(companyId ? { companyId } : {}), ...app };
}
