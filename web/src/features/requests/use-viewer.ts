import { useMemo } from 'react';

import type { Role } from '@careshift/domain';

import { decodeJwtClaims } from '../../app/session-hint';
import { usePortalSession } from '../../app/shell/use-portal-session';

import { viewerKindOf } from './shift-detail-view';
import type { ViewerKind } from './shift-detail-view';

export interface ShiftViewer {
  role: Role | undefined;
  kind: ViewerKind;
  /** The Cognito subject: a partner's id for EMPLOYEE users. */
  userId: string | undefined;
  /** The organisation of a client user. */
  companyId: string | undefined;
}

/** The signed-in user as the shift screens need them. */
export function useShiftViewer(): ShiftViewer {
  const session = usePortalSession();
  return useMemo(() => {
    const sub = decodeJwtClaims(session.idToken)?.sub;
    return {
      role: session.role,
      kind: viewerKindOf(session.role),
      userId: typeof sub === 'string' && sub !== '' ? sub : undefined,
      companyId: session.companyId,
    };
  }, [session]);
}
