import { useQuery } from '@tanstack/react-query';

import type { Client } from '@careshift/contract';
import { PARTNER_NAME_SEARCH_MIN } from '@careshift/contract';

import { CACHE_LIFETIME } from '../../api/cache-lifetimes';
import { callOperation } from '../../api/client';

/** At most this many pages of clients for the client pickers (10 per page). */
const MAX_CLIENT_PAGES = 50;

/** Every client, for an administrator's client filter and the shift forms (clients-list pages). */
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
