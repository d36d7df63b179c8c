import type { ClientPartnerMarks, FavouritesEarlyAccessBody, PartnerBlockBody } from '@careshift/contract';
import type { ClientRecord, PartnerMarkRecord } from '@careshift/db';
import {
  assertCanActOnClient,
  ConflictError,
  isAdministrator,
  markChange,
  NotFoundError,
} from '@careshift/domain';
import type { PartnerMarkKind } from '@careshift/domain';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import { loadClient } from './clients';
import type { PartnerMarkDeps } from './partner-mark-deps';

export { partnerMarkDeps } from './partner-mark-deps';

const PARTNER_NOT_FOUND = 'This partner does not exist.';
const NOT_MARKED = {
  FAVOURITE: 'This partner is not among the organisation’s favourites.',
  BLOCK: 'This partner is not blocked by the organisation.',
} as const;

/** The organisation's list as the API shows it: favourites, blocks (with reasons), the early-access hours. */
function marksView(client: ClientRecord, marks: PartnerMarkRecord[]): ClientPartnerMarks {
  const view = (mark: PartnerMarkRecord) => ({
    partnerId: mark.partnerId,
    partnerName: mark.partnerName,
    ...(mark.createdByName ? { createdByName: mark.createdByName } : {}),
    createdAt: mark.createdAt,
  });
  const byName = (a: PartnerMarkRecord, b: PartnerMarkRecord) => a.partnerName.localeCompare(b.partnerName);
  const of = (kind: PartnerMarkKind) => marks.filter((mark) => mark.kind === kind).sort(byName);
  return {
    favourites: of('FAVOURITE').map(view),
    blocks: of('BLOCK').map((mark) => ({ ...view(mark), reason: mark.reason ?? '' })),
    favouritesEarlyAccessHours: client.favouritesEarlyAccessHours ?? 0,
  };
}

/** The organisation, if the viewer may act on it (another organisation's answers 404, like none). */
async function ownClient(deps: PartnerMarkDeps, viewer: Viewer, clientId: string): Promise<ClientRecord> {
  assertCanActOnClient(viewer, clientId);
  return loadClient(deps, clientId);
}

async function answer(deps: PartnerMarkDeps, client: ClientRecord): Promise<ClientPartnerMarks> {
  return marksView(client, await deps.partnerMarks.listClientMarks(client.clientId));
}

/** client-partnerMarks: the organisation's favourites and blocks. */
export async function listPartnerMarks(deps: PartnerMarkDeps, viewer: Viewer, clientId: string) {
  return answer(deps, await ownClient(deps, viewer, clientId));
}

/** The caller's name, as the list shows who added a mark (an administrator or the organisation's user). */
async function actorName(deps: PartnerMarkDeps, viewer: Viewer): Promise<string | undefined> {
  const user = isAdministrator(viewer)
    ? await deps.systemUsers.getSystemUser(viewer.userId)
    : await deps.clientUsers.getClientUser(viewer.userId);
  return user ? `${user.firstName} ${user.lastName}` : undefined;
}

/**
 * client-favouriteAdd and client-blockAdd: the domain's markChange decides (a block ends a favourite; a
 * blocked partner is not made a favourite); the mark and its trail entries are one transaction.
 */
export async function addPartnerMark(
  deps: PartnerMarkDeps,
  viewer: Viewer,
  path: { clientId: string; partnerId: string },
  mark: { kind: 'FAVOURITE' } | ({ kind: 'BLOCK' } & PartnerBlockBody),
): Promise<ClientPartnerMarks> {
  const client = await ownClient(deps, viewer, path.clientId);
  const [partner, marked, createdByName] = await Promise.all([
    deps.partnerProfiles.getPartner(path.partnerId),
    deps.partnerMarks.markBetween(client.clientId, path.partnerId),
    actorName(deps, viewer),
  ]);
  if (!partner) throw new NotFoundError(PARTNER_NOT_FOUND, 'PARTNER_NOT_FOUND');
  const change = markChange(mark.kind, marked);
  const unchanged = mark.kind === 'FAVOURITE' && marked.favourite;
  if (!unchanged) {
    const at = deps.clock.now().toISOString();
    const record: PartnerMarkRecord = {
      clientId: client.clientId,
      clientName: client.name,
      partnerId: partner.partnerId,
      partnerName: `${partner.firstName} ${partner.lastName}`,
      kind: mark.kind,
      ...('reason' in mark ? { reason: mark.reason } : {}),
      createdBy: viewer.userId,
      ...(createdByName ? { createdByName } : {}),
      createdAt: at,
    };
    await deps.partnerMarks.addMark(record, change.remove, changeContextOf(viewer, at));
  }
  return answer(deps, client);
}

/** client-favouriteRemove and client-blockRemove: 404 when there is no such mark. */
export async function removePartnerMark(
  deps: PartnerMarkDeps,
  viewer: Viewer,
  path: { clientId: string; partnerId: string },
  kind: PartnerMarkKind,
): Promise<ClientPartnerMarks> {
  const client = await ownClient(deps, viewer, path.clientId);
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  const removed = await deps.partnerMarks.removeMark(
    { clientId: client.clientId, kind, partnerId: path.partnerId },
    context,
  );
  if (!removed) throw new NotFoundError(NOT_MARKED[kind], 'NOT_MARKED');
  return answer(deps, client);
}

/** client-favouritesEarlyAccess: the organisation's hours (0 = off); shifts posted from now on follow them. */
export async function updateFavouritesEarlyAccess(
  deps: PartnerMarkDeps,
  viewer: Viewer,
  clientId: string,
  body: FavouritesEarlyAccessBody,
): Promise<ClientPartnerMarks> {
  const before = await ownClient(deps, viewer, clientId);
  if ((before.favouritesEarlyAccessHours ?? 0) === body.hours) return answer(deps, before);
  const { clientId: _id, createdAt: _created, updatedAt: _updated, version: _version, ...changes } = before;
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  const after = await deps.clients.updateClient(
    before,
    { ...changes, favouritesEarlyAccessHours: body.hours },
    context,
    'client-favourites-early-access',
  );
  if (!after) throw new ConflictError('This client was changed meanwhile; reload and try again.');
  return answer(deps, after);
}
