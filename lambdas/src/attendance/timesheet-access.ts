import type { ShiftRecord } from '@careshift/db';
import { isAdministrator, isClientOf, isPartnerSelf, NotFoundError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { AttendanceDeps } from './attendance-deps';

export const SHIFT_NOT_FOUND = 'This shift does not exist.';

/** Who may see a shift's attendance: administrators, its organisation, the partner holding it. */
export type AttendanceParty = 'administrator' | 'organisation' | 'partner';

function partyOf(viewer: Viewer, shift: ShiftRecord): AttendanceParty | undefined {
  if (isAdministrator(viewer)) return 'administrator';
  if (isClientOf(viewer, shift.clientId)) return 'organisation';
  if (isPartnerSelf(viewer, shift.claimedBy)) return 'partner';
  return undefined;
}

/**
 * The shift and the viewer's part in it, or the same 404 as a shift that does not exist: another
 * partner's or organisation's shift answers alike, so nobody learns which shift ids exist (OWASP API1,
 * as every shift operation).
 */
export async function loadAttendanceShift(
  deps: Pick<AttendanceDeps, 'shifts'>,
  viewer: Viewer,
  shiftId: string,
  allowed: readonly AttendanceParty[],
): Promise<{ shift: ShiftRecord; party: AttendanceParty }> {
  const shift = await deps.shifts.getShift(shiftId);
  const party = shift ? partyOf(viewer, shift) : undefined;
  if (!shift || !party || !allowed.includes(party)) throw new NotFoundError(SHIFT_NOT_FOUND);
  return { shift, party };
}

const CLIENT_NOT_FOUND = 'This organisation does not exist.';

/**
 * The organisation a list or a bulk approval addresses, if the viewer may act for it (its own users;
 * administrators, when it exists); else 404, as for an organisation that does not exist.
 */
export async function assertOwnClient(
  deps: Pick<AttendanceDeps, 'clients'>,
  viewer: Viewer,
  clientId: string,
): Promise<void> {
  if (isClientOf(viewer, clientId)) return;
  if (!isAdministrator(viewer) || !(await deps.clients.getClient(clientId)))
    throw new NotFoundError(CLIENT_NOT_FOUND);
}
