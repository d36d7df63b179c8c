import { partnerBlockAdd, partnerFavouriteAdd } from '@careshift/contract';
import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';
import type { Tenant, World } from './support/world';

type PartnerMarkOperationId =
  | 'client-partnerMarks'
  | 'client-favouriteAdd'
  | 'client-favouriteRemove'
  | 'client-blockAdd'
  | 'client-blockRemove'
  | 'client-favouritesEarlyAccess';

/** Partners of these rows alone (fresh, one per kind and world): no other row's shifts are touched. */
const partners = new WeakMap<World, { favourite: Promise<string>; block: Promise<string> }>();
function markedPartners(world: World) {
  let made = partners.get(world);
  if (!made) {
    made = { favourite: world.fresh.partner(), block: world.fresh.partner() };
    partners.set(world, made);
  }
  return made;
}

const favouritePath = async (world: World, tenant: Tenant) => ({
  path: { clientId: world.client[tenant], partnerId: await markedPartners(world).favourite },
});
const blockPath = async (world: World, tenant: Tenant) => ({
  path: { clientId: world.client[tenant], partnerId: await markedPartners(world).block },
});

/**
 * The rows of favourites and blocks (issue 35 item 1): the organisation's users for their own
 * organisation and administrators; partners never (a block's reason is not theirs to read). A removal
 * is tried on a mark an administrator has just put, so "past authorization" is a 200, not a 404. The
 * early-access row sets 0 hours (off), as the world's organisations have it, so no other row's shift
 * changes.
 */
export function partnerMarkRows(
  administratorsAndOwnClient: MatrixRow['expect'],
): Record<Extract<OperationId, PartnerMarkOperationId>, MatrixRow> {
  return {
    'client-partnerMarks': {
      perTenant: true,
      request: (world, tenant) => ({ path: { clientId: world.client[tenant] } }),
      expect: administratorsAndOwnClient,
    },
    'client-favouriteAdd': { perTenant: true, request: favouritePath, expect: administratorsAndOwnClient },
    'client-favouriteRemove': {
      perTenant: true,
      request: async (world, tenant) => {
        const request = await favouritePath(world, tenant);
        await world.admin(partnerFavouriteAdd, request);
        return request;
      },
      expect: administratorsAndOwnClient,
    },
    'client-blockAdd': {
      perTenant: true,
      request: async (world, tenant) => ({
        ...(await blockPath(world, tenant)),
        body: { reason: 'Security matrix' },
      }),
      expect: administratorsAndOwnClient,
    },
    'client-blockRemove': {
      perTenant: true,
      request: async (world, tenant) => {
        const request = await blockPath(world, tenant);
        await world.admin(partnerBlockAdd, { ...request, body: { reason: 'Security matrix' } });
        return request;
      },
      expect: administratorsAndOwnClient,
    },
    'client-favouritesEarlyAccess': {
      perTenant: true,
      request: (world, tenant) => ({ path: { clientId: world.client[tenant] }, body: { hours: 0 } }),
      expect: administratorsAndOwnClient,
    },
  };
}
