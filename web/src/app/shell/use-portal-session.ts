import { useRouteLoaderData } from 'react-router';

import type { Session } from '../auth';

/** The route id of the portal layout, whose loader provides the signed-in session. */
export const PORTAL_ROUTE_ID = 'portal';

/** The signed-in user inside the portal (the layout's loader guarantees one). */
export function usePortalSession(): Session {
  const session = useRouteLoaderData(PORTAL_ROUTE_ID) as Session | undefined;
  if (!session) throw new Error('usePortalSession is used outside the portal layout');
  return session;
}
