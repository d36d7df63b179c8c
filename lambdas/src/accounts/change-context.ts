import type { ChangeContext } from '@careshift/db';
import { NotAllowedError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

/** Who changes a record and when: written to the audit trail beside the change. */
export function changeContextOf(viewer: Viewer, at: string): ChangeContext {
  if (!viewer.role) throw new NotAllowedError();
  return { actor: { id: viewer.userId, role: viewer.role }, at };
}
