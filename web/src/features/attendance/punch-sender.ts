import type { PunchBody, TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { callOperation } from '../../api/client';

import { currentPosition } from './punch-position';
import type { PunchPosition } from './punch-position';

export type PunchKind = PunchBody['kind'];

/** A new punch: its key chosen once (a re-send reuses it) and the moment it was taken. */
export async function newPunch(kind: PunchKind, locate = currentPosition): Promise<PunchBody> {
  const clientTime = new Date().toISOString();
  const position: PunchPosition | undefined = await locate();
  return { kind, idempotencyKey: crypto.randomUUID(), clientTime, ...position };
}

/** request-punch: sends the punch (again, with the same key, after a reason or from the queue). */
export function sendPunch(shiftId: string, body: PunchBody): Promise<TimesheetView> {
  return callOperation('request-punch', { path: { shiftId }, body });
}
