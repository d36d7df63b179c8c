import type { Client, ClientSettingsBody } from '@careshift/contract';
import { assertAdministrator, clientShiftCounts, normaliseClientSettings } from '@careshift/domain';
import type { ClientShiftCounts } from '@careshift/domain';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import type { ClientDeps } from './client-deps';
import { toClient } from './client-views';
import { loadClient } from './clients';

/**
 * client-update with `{configs}` (administrators): saves the client's own configuration, which
 * prices its shifts from then on over the system one, or with `null` removes it (the system
 * configuration applies again). Either change is audited on the client. Shifts already posted keep
 * their price.
 */
export async function updateClientSettings(
  deps: ClientDeps,
  viewer: Viewer,
  clientId: string,
  body: ClientSettingsBody,
): Promise<Client> {
  assertAdministrator(viewer);
  const client = await loadClient(deps, clientId);
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  if (body.configs === null) {
    await deps.settings.removeClientSettings(clientId, context);
    return toClient(client);
  }
  const configs = normaliseClientSettings(body.configs);
  await deps.settings.saveClientSettings(clientId, configs, context);
  return toClient(client, configs);
}

/** client-shift-counts: the info page's analytics card, from the per-client counters (no shift is read). */
export async function getClientShiftCounts(deps: ClientDeps, clientId: string): Promise<ClientShiftCounts> {
  await loadClient(deps, clientId);
  return clientShiftCounts(await deps.aggregates.readClientShiftCounts(clientId));
}
