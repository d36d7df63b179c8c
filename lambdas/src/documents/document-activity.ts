import type { ChangeContext } from '@careshift/db';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

/**
 * Who changes a document and when: the repository writes the upload, type change or removal into the
 * partner's activity trail in the same transaction as the change (issue 32 item 12).
 */
export function documentChangeContext(deps: { clock: { now(): Date } }, viewer: Viewer): ChangeContext {
  return changeContextOf(viewer, deps.clock.now().toISOString());
}
