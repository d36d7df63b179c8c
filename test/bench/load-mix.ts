import {
  myShiftsList,
  openShiftsList,
  shiftClaim,
  shiftCreate,
  shiftGet,
  shiftsList,
} from '@careshift/contract';
import type { Operation } from '@careshift/contract';

import { pathOf } from '../security/support/api-client';

/** One kind of call of the load test, with its share of the 100 connections. */
export interface LoadCall {
  name: string;
  method: 'GET' | 'POST';
  connections: number;
  /** The next request: a path (query included), its headers and body. */
  next(): { path: string; headers: Record<string, string>; body?: string };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const DAY = 86_400_000;
let posted = 0;

function get(
  name: string,
  operation: Operation,
  connections: number,
  token: string,
  path: () => string,
): LoadCall {
  return {
    name,
    method: 'GET',
    connections,
    next: () => ({ path: path(), headers: { authorization: `Bearer ${token}` } }),
  };
}

/** A shift of the organisation 20 to 80 days ahead, 10:00 to 18:00 Nicosia (UTC+2/+3: 07:00 UTC is safe). */
function futureShift(): { startDate: string; endDate: string; deadline: string } {
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 60)) * DAY);
  day.setUTCHours(7, 0, 0, 0);
  return {
    startDate: day.toISOString(),
    endDate: new Date(day.getTime() + 8 * 3_600_000).toISOString(),
    deadline: new Date(day.getTime() - DAY).toISOString(),
  };
}

/**
 * The mix (100 connections): partners 60 (find a shift 30, my shifts 10, shift detail 15, claims 5),
 * organisations 20 (their list 15, posting 5), administrators 20 (the shifts list).
 */
export function loadMix(input: {
  tokens: { admin: string; owner: string; partner: string };
  detailIds: string[];
  openIds: string[];
  clientId: string;
  positionId: string;
}): LoadCall[] {
  const { tokens } = input;
  const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  return [
    get('partner: find a shift', openShiftsList, 30, tokens.partner, () => pathOf(openShiftsList)),
    get('partner: my shifts', myShiftsList, 10, tokens.partner, () => pathOf(myShiftsList)),
    get('partner: shift detail', shiftGet, 15, tokens.partner, () =>
      pathOf(shiftGet, { shiftId: pick(input.detailIds) }),
    ),
    {
      name: 'partner: claim',
      method: 'POST',
      connections: 5,
      next: () => ({
        path: pathOf(shiftClaim, { shiftId: pick(input.openIds) }),
        headers: json(tokens.partner),
        body: '{}',
      }),
    },
    get('organisation: shifts list', shiftsList, 15, tokens.owner, () => pathOf(shiftsList)),
    {
      name: 'organisation: post a shift',
      method: 'POST',
      connections: 5,
      next: () => ({
        path: pathOf(shiftCreate),
        headers: json(tokens.owner),
        body: JSON.stringify({
          clientId: input.clientId,
          positionId: input.positionId,
          shifts: [futureShift()],
          idempotencyKey: `load-${process.pid}-${(posted += 1)}`,
        }),
      }),
    },
    get(
      'administrator: shifts list',
      shiftsList,
      20,
      tokens.admin,
      () => `${pathOf(shiftsList)}?sort=createdAt`,
    ),
  ];
}
