import { randomUUID } from 'node:crypto';

import type { Client, ClientBody, NewClientBody } from '@careshift/contract';
import { COUNTRY_CODE } from '@careshift/contract';
import type { ClientRecord, ClientUserRecord } from '@careshift/db';
import {
  assertCanActOnClient,
  assertMayChangeClientPositions,
  isClientUserSignInEnabled,
  CLIENT_NOT_FOUND,
  clientVisibilityFor,
  ConflictError,
  DEFAULT_CLIENT_STATUS,
  DEFAULT_CLIENT_USER_STATUS,
  isAdministrator,
  NotAllowedError,
  NotFoundError,
} from '@careshift/domain';
import { facilityPointAfterAddressEdit } from '@careshift/domain/attendance/facility-point';

import { createWithAccount, signInEmail } from '../accounts/account-lifecycle';
import { changeContextOf } from '../accounts/change-context';
import { clientUserWelcome } from '../accounts/welcome-notices';
import type { Viewer } from '../http/viewer';

import type { ClientDeps } from './client-deps';
import { syncUserSignIns } from './client-sign-ins';
import { addressLines, toClient } from './client-views';
import { assertKnownPositions } from './known-positions';

const CLIENTS_PAGE = 10;

export async function loadClient(deps: Pick<ClientDeps, 'clients'>, clientId: string): Promise<ClientRecord> {
  const client = await deps.clients.getClient(clientId);
  if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
  return client;
}

/** The attendance settings after an edit: the fields sent over those stored; none sent keeps them. */
function attendanceChange(
  before: ClientRecord,
  sent: ClientBody['attendance'],
): Pick<ClientRecord, 'attendance'> {
  if (!sent) return before.attendance ? { attendance: before.attendance } : {};
  const fields = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  return { attendance: { ...before.attendance, ...fields } };
}

/** Another street, city or postal code moves the building: a confirmed facility point loses its confirmation. */
function facilityPointChange(
  before: ClientRecord,
  address: ClientBody['address'],
): Pick<ClientRecord, 'facilityPoint'> {
  const facilityPoint = facilityPointAfterAddressEdit(before.facilityPoint, before.address, address);
  return facilityPoint ? { facilityPoint } : {};
}

function addressOf(address: ClientBody['address']): ClientRecord['address'] {
  return { countryCode: COUNTRY_CODE, ...addressLines(address) };
}

/** The client list: administrators only; everyone else gets an empty list (spec section 6). */
export async function listClients(
  deps: ClientDeps,
  viewer: Viewer,
  query: { cursor?: string; limit?: number },
) {
  if (!isAdministrator(viewer)) return { items: [], cursor: null };
  const page = await deps.clients.listClientsByCreated({
    cursor: query.cursor,
    limit: query.limit ?? CLIENTS_PAGE,
  });
  return { items: page.items.map((client) => toClient(client)), cursor: page.cursor };
}

/** Whether a partner holds or held a shift of the client: one key query on the partner's shifts. */
async function hasWorkedFor(deps: ClientDeps, partnerId: string, clientId: string): Promise<boolean> {
  const page = await deps.shifts.listPartnerShifts({
    partnerId,
    filter: { clientIds: [clientId] },
    limit: 1,
  });
  return page.items.length > 0;
}

/** A client as a partner sees it: the facility point without the administrator who confirmed it. */
function forPartner(client: Client): Client {
  const { attendance } = client;
  if (!attendance?.facilityPoint?.confirmedByName) return client;
  const { confirmedByName: _internal, ...shown } = attendance.facilityPoint;
  return { ...client, attendance: { ...attendance, facilityPoint: shown } };
}

/**
 * A client: administrators any, with its own configuration; client users their own; a partner one it
 * holds or held a shift of (the client info page). Anyone else: the uniform 404.
 */
export async function getClient(deps: ClientDeps, viewer: Viewer, clientId: string): Promise<Client> {
  const visibility = await clientVisibilityFor(viewer, clientId, () =>
    hasWorkedFor(deps, viewer.userId, clientId),
  );
  const client = await loadClient(deps, clientId);
  if (visibility === 'partner') return forPartner(toClient(client));
  if (visibility !== 'administrator') return toClient(client);
  return toClient(client, await deps.settings.getClientSettings(clientId));
}

/** A new client and its account owner: the OWNER sign-in first, then both records in one transaction. */
export async function createClient(deps: ClientDeps, viewer: Viewer, body: NewClientBody): Promise<Client> {
  await assertKnownPositions(deps.positions, body.positionIds);
  const at = deps.clock.now().toISOString();
  const clientId = randomUUID();
  const status = body.status ?? DEFAULT_CLIENT_STATUS;
  const email = signInEmail(body.user.email);
  const record: ClientRecord = {
    clientId,
    name: body.name,
    legalName: body.legalName,
    status,
    description: body.description,
    positionIds: body.positionIds,
    address: addressOf(body.address),
    ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const account = {
    username: email,
    email,
    password: body.user.password,
    role: 'OWNER' as const,
    companyId: clientId,
    lang: body.user.lang,
    enabled: isClientUserSignInEnabled(DEFAULT_CLIENT_USER_STATUS),
  };
  await createWithAccount(deps.accounts, account, 'email', async (userId) => {
    const owner: ClientUserRecord = {
      userId,
      clientId,
      firstName: body.user.firstName,
      lastName: body.user.lastName,
      email,
      status: DEFAULT_CLIENT_USER_STATUS,
      lang: body.user.lang,
      owner: true,
      ...(body.user.contactPhone ? { contactPhone: body.user.contactPhone } : {}),
      createdAt: at,
      updatedAt: at,
    };
    // The owner's welcome e-mail commits with the client; the outbox sender delivers it (issue 32).
    const welcome = await clientUserWelcome(deps, owner, record.name, at);
    if (!(await deps.clients.createClient(record, owner, changeContextOf(viewer, at), welcome))) {
      throw new ConflictError('This client already exists.');
    }
    return owner;
  });
  return toClient(record);
}

/**
 * Edits a client. Client users edit only their own and never its status; a status change moves the
 * sign-ins of its users first (DISABLED disables them all, back enables those not DISABLED themselves)
 * and moves them back if the record cannot be written.
 */
export async function updateClient(
  deps: ClientDeps,
  viewer: Viewer,
  clientId: string,
  body: ClientBody,
): Promise<Client> {
  assertCanActOnClient(viewer, clientId);
  const before = await loadClient(deps, clientId);
  const status = body.status ?? before.status;
  if (status !== before.status && !isAdministrator(viewer)) {
    throw new NotAllowedError("Only an administrator can change a client's status.");
  }
  assertMayChangeClientPositions(viewer, before.positionIds, body.positionIds);
  await assertKnownPositions(deps.positions, body.positionIds, before.positionIds);
  const undoSignIns = await syncUserSignIns(deps, clientId, before.status, status);
  try {
    const after = await deps.clients.updateClient(
      before,
      {
        name: body.name,
        legalName: body.legalName,
        status,
        description: body.description,
        phoneNumber: body.phoneNumber,
        positionIds: body.positionIds,
        address: addressOf(body.address),
        ...attendanceChange(before, body.attendance),
        ...facilityPointChange(before, body.address),
      },
      changeContextOf(viewer, deps.clock.now().toISOString()),
    );
    if (!after) throw new ConflictError('This client was changed meanwhile; reload and try again.');
    return toClient(after);
  } catch (error) {
    await undoSignIns();
    throw error;
  }
}
