import { expect } from 'vitest';

import { shiftCreate } from '@careshift/contract';

import type { caller } from './call';
import { claims, IDS, nicosiaAt } from './shift-fixtures';

/**
 * Posts one nurse shift as an administrator, `days` from the fixtures' day (claim deadline the day
 * before at 10:00), and answers its id; each call's idempotency key is `{prefix}-{n}`.
 */
export function nurseShiftPoster(call: ReturnType<typeof caller>, prefix: string) {
  let key = 0;
  return async (clientId: string, days: number, start = '08:00', end = '16:00'): Promise<string> => {
    const reply = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId,
        positionId: IDS.nurse,
        shifts: [
          {
            startDate: nicosiaAt(days, start),
            endDate: nicosiaAt(days, end),
            deadline: nicosiaAt(days - 1, '10:00'),
          },
        ],
        idempotencyKey: `${prefix}-${(key += 1)}`,
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.results[0].requestId as string;
  };
}
