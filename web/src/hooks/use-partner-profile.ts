import { useQuery } from '@tanstack/react-query';

import { callOperation } from '../api/client';
import { partnerKeys } from '../api/query-keys';

import type { PortalViewer } from './use-viewer';

/** A partner's profile (administrators any, a partner itself). */
export function usePartnerProfile(partnerId: string | undefined) {
  return useQuery({
    queryKey: partnerKeys.detail(partnerId),
    enabled: Boolean(partnerId),
    queryFn: ({ signal }) =>
      callOperation('partner-get', { path: { partnerId: partnerId ?? '' } }, { signal }),
  });
}

/** The signed-in partner's own profile: status and positions (nothing for other viewers). */
export function useOwnPartner(viewer: PortalViewer) {
  return usePartnerProfile(viewer.kind === 'partner' ? viewer.userId : undefined);
}
