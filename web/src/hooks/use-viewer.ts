import { useMemo } from 'react';

import { isAdministrator, isPartner } from '@careshift/domain/permissions/viewer';
import type { Role } from '@careshift/domain/roles';

import { usePortalSession } from '../app/shell/use-portal-session';

/** Which of the three portals' views a signed-in user gets (spec sections 2 and 6). */
export type ViewerKind = 'administrator' | 'client' | 'partner';

export function viewerKindOf(role: Role | undefined): ViewerKind {
  if (isAdministrator({ role })) return 'administrator';
  if (isPartner({ role })) return 'partner';
  return 'client';
}

/** The signed-in user as the portal pages need them; it is a domain Viewer for the role predicates. */
export interface PortalViewer {
  role: Role | undefined;
  kind: ViewerKind;
  /** The Cognito subject: a partner's id for EMPLOYEE users. */
  userId: string;
  /** The client organisation of a client user. */
  clientId: string | undefined;
}

/** The signed-in user inside the portal. */
export function useViewer(): PortalViewer {
  const session = usePortalSession();
  return useMemo(
    () => ({
      role: session.role,
      kind: viewerKindOf(session.role),
      userId: session.userId,
      clientId: session.clientId,
    }),
    [session],
  );
}
