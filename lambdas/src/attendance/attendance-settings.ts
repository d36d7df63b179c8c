import type { ClientRecord } from '@careshift/db';
import { attendanceSettingsOf } from '@careshift/domain/attendance/attendance-settings';
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
 * rounding rule from the client record (client-update), the facility point its address's coordinates,
 * when it has them.
 */
export async function organisationAttendance(
  deps: { clients: Pick<AttendanceDeps['clients'], 'getClient'> },
  clientId: string,
): Promise<AttendanceSettings> {
  const client = await deps.clients.getClient(clientId);
  const { lat, long } = client?.address ?? {};
  const point =
    typeof lat === 'number' && typeof long === 'number' ? { latitude: lat, longitude: long } : undefined;
  return attendanceSettingsOf({ ...storedAttendance(client), ...(point ? { facilityPoint: point } : {}) });
}
