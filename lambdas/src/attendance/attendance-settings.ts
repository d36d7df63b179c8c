import type { ClientRecord } from '@careshift/db';
import { attendanceSettingsOf } from '@careshift/domain/attendance/attendance-settings';
import { confirmedFacilityPoint } from '@careshift/domain/attendance/facility-point';
import type { AttendanceSettings } from '@careshift/domain/attendance/types';
import type { RoundingRule } from '@careshift/domain/attendance/vocabulary';

import type { AttendanceDeps } from './attendance-deps';

/** The radius and rounding rule the organisation stored (client-update's `attendance`), without gaps. */
export function storedAttendance(client: Pick<ClientRecord, 'attendance'> | undefined): {
  radiusMetres?: number;
  roundingRule?: RoundingRule;
} {
  const { radiusMetres, roundingRule } = client?.attendance ?? {};
  return {
    ...(radiusMetres === undefined ? {} : { radiusMetres }),
    ...(roundingRule === undefined ? {} : { roundingRule: roundingRule as RoundingRule }),
  };
}

/**
 * An organisation's attendance settings (the domain's defaults over what is stored): its radius and
 * rounding rule from the client record, and its facility point only once an administrator confirmed it
 * (the domain's confirmedFacilityPoint); without one, punches are not measured.
 */
export async function organisationAttendance(
  deps: { clients: Pick<AttendanceDeps['clients'], 'getClient'> },
  clientId: string,
): Promise<AttendanceSettings> {
  const client = await deps.clients.getClient(clientId);
  const point = confirmedFacilityPoint(client?.facilityPoint);
  return attendanceSettingsOf({ ...storedAttendance(client), ...(point ? { facilityPoint: point } : {}) });
}
