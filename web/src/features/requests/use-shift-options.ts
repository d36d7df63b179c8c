import { useQuery } from '@tanstack/react-query';

import type { Client, Position } from '@careshift/contract';
import { PARTNER_NAME_SEARCH_MIN } from '@careshift/contract';

import { CACHE_LIFETIME } from '../../api/cache-lifetimes';
import { callOperation } from '../../api/client';
import { usePositions } from '../positions/use-positions';

import type { ShiftViewer } from './use-viewer';

/** At most this many pages of clients for the client pickers (10 per page). */
const MAX_CLIENT_PAGES = 50;

/** Every client, for an administrator's client filter and the request forms (clients-list pages). */
export function useClientOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'options'],
    enabled,
    queryFn: async ({ signal }) => {
      const clients: Client[] = [];
      let cursor: string | null | undefined;
      for (let page = 0; page < MAX_CLIENT_PAGES && cursor !== null; page += 1) {
        const reply = await callOperation('clients-list', { query: cursor ? { cursor } : {} }, { signal });
        clients.push(...reply.items);
        cursor = reply.cursor;
      }
      return clients.sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/** A client: a client user's own organisation (its positions limit what it may post), or any for administrators. */
export function useClientRecord(companyId: string | undefined) {
  return useQuery({
    queryKey: ['clients', 'detail', companyId],
    enabled: Boolean(companyId),
    queryFn: ({ signal }) => callOperation('client-get', { path: { clientId: companyId ?? '' } }, { signal }),
  });
}

/** The signed-in partner's profile: status (claims need VERIFIED) and positions. */
export function useOwnPartner(viewer: ShiftViewer) {
  return usePartnerProfile(viewer.kind === 'partner' ? viewer.userId : undefined);
}

/** A partner's profile (administrators any, a partner itself). */
export function usePartnerProfile(partnerId: string | undefined) {
  return useQuery({
    queryKey: ['partners', 'detail', partnerId],
    enabled: Boolean(partnerId),
    queryFn: ({ signal }) =>
      callOperation('partner-get', { path: { partnerId: partnerId ?? '' } }, { signal }),
  });
}

function onlyPositions(
  positions: Position[] | undefined,
  ids: readonly string[] | undefined,
): Position[] | undefined {
  if (!positions) return undefined;
  if (!ids) return positions;
  const allowed = new Set(ids);
  return positions.filter((position) => allowed.has(position.id));
}

/**
 * The positions a viewer may filter by or post for (spec section 6): administrators all, a client
 * its own organisation's, a partner its own.
 */
export function usePositionOptions(viewer: ShiftViewer) {
  const positions = usePositions();
  const client = useClientRecord(viewer.kind === 'client' ? viewer.companyId : undefined);
  const partner = useOwnPartner(viewer);
  const ownIds =
    viewer.kind === 'client'
      ? client.data?.positionIds
      : viewer.kind === 'partner'
        ? partner.data?.positionIds
        : undefined;
  const waitingForOwn =
    (viewer.kind === 'client' && Boolean(viewer.companyId) && client.isPending) ||
    (viewer.kind === 'partner' && Boolean(viewer.userId) && partner.isPending);
  return {
    positions: waitingForOwn ? undefined : onlyPositions(positions.data, ownIds),
    isPending: positions.isPending || waitingForOwn,
    isError: positions.isError || client.isError || partner.isError,
    refetch: () => {
      void positions.refetch();
      if (client.isError) void client.refetch();
      if (partner.isError) void partner.refetch();
    },
  };
}

/** Partners whose name starts with the text (administrators' partner filter, any status). */
export function usePartnerNameSearch(text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: ['partners', 'search', name],
    enabled: name.length >= PARTNER_NAME_SEARCH_MIN,
    queryFn: async ({ signal }) =>
      (await callOperation('partners-list', { query: { name } }, { signal })).items,
    staleTime: CACHE_LIFETIME.general,
  });
}

/** VERIFIED partners to assign a shift to: name prefix of at least 3 characters, the shift's position. */
export function useAssignablePartners(text: string, positionId: string | undefined) {
  const query = text.trim();
  return useQuery({
    queryKey: ['partners', 'assignable', query, positionId],
    enabled: query.length >= PARTNER_NAME_SEARCH_MIN,
    queryFn: async ({ signal }) =>
      (
        await callOperation(
          'requests-partnerSearch',
          { query: { query, ...(positionId ? { positionId } : {}) } },
          { signal },
        )
      ).items,
  });
}
