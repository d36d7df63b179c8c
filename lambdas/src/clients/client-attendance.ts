import type { Client, ClientAttendanceBody, FacilityPointBody } from '@careshift/contract';
import type { ClientChanges, ClientRecord } from '@careshift/db';
import { assertAdministrator, assertCanActOnClient, ConflictError } from '@careshift/domain';
import {
  confirmFacilityPoint as confirmedPoint,
  placeFacilityPoint as placedPoint,
} from '@careshift/domain/attendance/facility-point';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import type { ClientDeps } from './client-deps';
import { toClient } from './client-views';
import { loadClient } from './clients';

/** The trail's actions of the attendance edits (the activity panel names them). */
const ACTIONS = {
  attendance: 'client-attendance',
  place: 'client-facility-point',
  confirm: 'client-facility-point-confirm',
} as const;

/** A stored client's fields as the repository's changes (everything but its keys and stamps). */
function changesOf(record: ClientRecord): ClientChanges {
  const { clientId: _id, createdAt: _created, updatedAt: _updated, version: _version, ...changes } = record;
  return changes;
}

async function save(
  deps: ClientDeps,
  viewer: Viewer,
  before: ClientRecord,
  changes: Partial<ClientChanges>,
  action: string,
): Promise<Client> {
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  const after = await deps.clients.updateClient(
    before,
    { ...changesOf(before), ...changes },
    context,
    action,
  );
  if (!after) throw new ConflictError('This client was changed meanwhile; reload and try again.');
  return toClient(after);
}

/**
 * client-updateAttendance: the radius and rounding rule, the fields sent over those stored. Whoever may
 * edit the organisation (its users, administrators); another organisation's answers 404.
 */
export async function updateClientAttendance(
  deps: ClientDeps,
  viewer: Viewer,
  clientId: string,
  body: ClientAttendanceBody,
): Promise<Client> {
  assertCanActOnClient(viewer, clientId);
  const before = await loadClient(deps, clientId);
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  return save(deps, viewer, before, { attendance: { ...before.attendance, ...sent } }, ACTIONS.attendance);
}

/**
 * client-placeFacilityPoint: the organisation's pin. The same point keeps its confirmation (nothing is
 * written); another point waits for an administrator's confirmation.
 */
export async function placeClientFacilityPoint(
  deps: ClientDeps,
  viewer: Viewer,
  clientId: string,
  body: FacilityPointBody,
): Promise<Client> {
  assertCanActOnClient(viewer, clientId);
  const before = await loadClient(deps, clientId);
  const facilityPoint = placedPoint(before.facilityPoint, body);
  if (facilityPoint === before.facilityPoint) return toClient(before);
  return save(deps, viewer, before, { facilityPoint }, ACTIONS.place);
}

/** client-confirmFacilityPoint (administrators): this point, confirmed by the caller, now. */
export async function confirmClientFacilityPoint(
  deps: ClientDeps,
  viewer: Viewer,
  clientId: string,
  body: FacilityPointBody,
): Promise<Client> {
  assertAdministrator(viewer);
  const before = await loadClient(deps, clientId);
  const administrator = await deps.systemUsers.getSystemUser(viewer.userId);
  const name = administrator ? `${administrator.firstName} ${administrator.lastName}`.trim() : '';
  const at = deps.clock.now().toISOString();
  const facilityPoint = confirmedPoint(body, { userId: viewer.userId, name }, at);
  return save(deps, viewer, before, { facilityPoint }, ACTIONS.confirm);
}
