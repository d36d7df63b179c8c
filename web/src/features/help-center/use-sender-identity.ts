import { useQuery } from '@tanstack/react-query';

import { callOperation } from '../../api/client';
import { senderKeys } from '../../api/query-keys';
import { usePortalSession } from '../../app/shell/use-portal-session';
import { useViewer } from '../../hooks/use-viewer';

export interface SenderIdentity {
  name: string;
  email: string;
}

/**
 * The signed-in user's name and e-mail, to prefill the contact form: a partner's own profile, an
 * administrator's system user record; a client user's e-mail from the sign-in.
 */
export function useSenderIdentity(): { identity: SenderIdentity | undefined; loading: boolean } {
  const viewer = useViewer();
  const session = usePortalSession();
  const query = useQuery({
    queryKey: senderKeys.of(viewer.kind, viewer.userId),
    queryFn: async ({ signal }): Promise<SenderIdentity> => {
      if (viewer.kind === 'partner') {
        const partner = await callOperation(
          'partner-get',
          { path: { partnerId: viewer.userId } },
          { signal },
        );
        return {
          name: `${partner.firstName} ${partner.lastName}`,
          email: partner.info?.email ?? session.email ?? '',
        };
      }
      if (viewer.kind === 'administrator') {
        const user = await callOperation(
          'system-user-get',
          { path: { systemUserId: viewer.userId } },
          { signal },
        );
        return { name: `${user.firstName} ${user.lastName}`, email: user.email };
      }
      return { name: '', email: session.email ?? '' };
    },
    retry: false,
  });
  if (query.isError) return { identity: { name: '', email: session.email ?? '' }, loading: false };
  return { identity: query.data, loading: query.isPending };
}
