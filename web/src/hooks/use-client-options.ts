import { useQuery } from '@tanstack/react-query';

import type { Client } from '@careshift/contract';

import { callOperation } from '../api/client';
import { clientKeys } from '../api/query-keys';

/** At most this many pages of clients for the client pickers (10 per page). */
const MAX_CLIENT_PAGES = 50;

/** Every client, for an administrator's client filter and the shift forms (clients-list pages). */
export function useClientOptions(enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.options,
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
