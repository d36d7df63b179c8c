import { useQuery } from '@tanstack/react-query';

import { callOperation } from '../api/client';
import { clientKeys } from '../api/query-keys';

/** A client: a client user's own organisation (its positions limit what it may post), or any for administrators. */
export function useClientRecord(clientId: string | undefined) {
  return useQuery({
    queryKey: clientKeys.detail(clientId),
    enabled: Boolean(clientId),
    queryFn: ({ signal }) => callOperation('client-get', { path: { clientId: clientId ?? '' } }, { signal }),
  });
}
