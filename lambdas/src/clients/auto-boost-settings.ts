import type { AutoBoostBody, AutoBoostSetting } from '@careshift/contract';
import type { ClientRecord } from '@careshift/db';
import { assertCanActOnClient, ConflictError } from '@careshift/domain';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import { loadClient } from './clients';
import type { PartnerMarkDeps } from './partner-mark-deps';

type AutoBoostDeps = Pick<PartnerMarkDeps, 'clients' | 'clock'>;

const view = (client: ClientRecord): AutoBoostSetting => ({ autoBoost: client.autoBoost ?? null });

/** The organisation, if the viewer may act on it (another organisation's answers 404, like none). */
async function ownClient(deps: AutoBoostDeps, viewer: Viewer, clientId: string): Promise<ClientRecord> {
  assertCanActOnClient(viewer, clientId);
  return loadClient(deps, clientId);
}

/** client-autoBoost: the organisation's automatic rate boost (issue 35 item 4), null when off. */
export async function getAutoBoost(deps: AutoBoostDeps, viewer: Viewer, clientId: string) {
  return view(await ownClient(deps, viewer, clientId));
}

/**
 * client-autoBoostUpdate: percent 0 turns it off (the setting is removed); else the auto-boost job
 * (lambdas/src/jobs/auto-boost.ts) raises the organisation's unclaimed shifts from then on. In the
 * organisation's trail as `client-auto-boost`.
 */
export async function updateAutoBoost(
  deps: AutoBoostDeps,
  viewer: Viewer,
  clientId: string,
  body: AutoBoostBody,
): Promise<AutoBoostSetting> {
  const before = await ownClient(deps, viewer, clientId);
  const { clientId: _id, createdAt: _created, updatedAt: _updated, version: _version, ...changes } = before;
  const autoBoost = body.percent > 0 ? body : undefined;
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  const after = await deps.clients.updateClient(
    before,
    { ...changes, autoBoost },
    context,
    'client-auto-boost',
  );
  if (!after) throw new ConflictError('This client was changed meanwhile; reload and try again.');
  return view(after);
}
