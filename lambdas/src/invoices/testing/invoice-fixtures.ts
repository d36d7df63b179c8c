import type { Repositories, ShiftRecord } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import type { ShiftStatus } from '@careshift/domain';

import { IDS } from '../../shifts/testing/shift-fixtures';

const HOUR = 3_600_000;
let serial = 0;

/**
 * A shift of `clientId` worked by `partnerId` that started `hoursAgo` hours ago (8 hours long, €24
 * commission unless given): FINISHED by default, or CLAIMED (ended, or not when it is still running).
 */
export async function addWorkedShift(
  repos: Repositories,
  options: {
    partnerId: string;
    clientId?: string;
    hoursAgo?: number;
    status?: ShiftStatus;
    companyCommission?: number;
  },
): Promise<ShiftRecord> {
  serial += 1;
  const clientId = options.clientId ?? IDS.clientA;
  const start = Date.now() - (options.hoursAgo ?? 24 * (30 + serial)) * HOUR;
  const shift = newShift({
    shiftId: `worked-${serial}-${Date.now().toString(36)}`,
    refNumber: 50_000 + serial,
    clientId,
    clientName: `Clinic ${clientId}`,
    positionId: IDS.nurse,
    startDate: new Date(Math.floor(start / 600_000) * 600_000).toISOString(),
    status: options.status ?? 'FINISHED',
    claimedBy: options.partnerId,
    partnerName: `Maria Georgiou ${options.partnerId}`,
    cost: { totalCost: 12000, employeeEarnings: 9600, companyCommission: options.companyCommission ?? 2400 },
  });
  const { created } = await repos.shifts.createShifts([shift], contextAt(new Date().toISOString()));
  const stored = created[0];
  if (!stored) throw new Error(`set-up: shift ${shift.shiftId} not created`);
  return stored;
}

/** The invoice-create body for these shifts (spec wire names: requests [{requestId, clientId}]). */
export function createBody(partnerId: string, shifts: ShiftRecord[], extra: object = {}) {
  return {
    partnerId,
    requests: shifts.map((shift) => ({ requestId: shift.shiftId, clientId: shift.clientId })),
    ...extra,
  };
}
