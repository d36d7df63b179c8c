import type { ChangeContext } from '@careshift/db';

import type { Viewer } from '../http/viewer';

/** Who changes a record, when and (for a shift's moves) why: written to the audit trail beside the change. */
export function changeContextOf(viewer: Viewer, at: string, reason?: string): ChangeContext {
  return { actor: { id: viewer.userId, role: viewer.role }, at, ...(reason ? { reason } : {}) };
}
