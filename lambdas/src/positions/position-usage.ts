import type { Repositories } from '@careshift/db';
import { CANCELLABLE_SHIFT_STATUSES, NotFoundError, positionDeletion } from '@careshift/domain';
import type { PositionUsage } from '@careshift/domain';

import { countUpTo } from '../http/count-pages';

export type PositionUsageDeps = Pick<Repositories, 'positions' | 'shifts' | 'clients' | 'partners'>;

/** Open shifts (not yet worked or closed), organisations and partners using the position. */
export async function positionUsageOf(deps: PositionUsageDeps, positionId: string): Promise<PositionUsage> {
  const [openShifts, organisations, partners] = await Promise.all([
    countUpTo((cursor) =>
      deps.shifts.listShifts({
        filter: { positionIds: [positionId], statuses: CANCELLABLE_SHIFT_STATUSES },
        sort: { field: 'createdAt', direction: 'desc' },
        cursor,
        limit: 100,
      }),
    ),
    countUpTo(
      (cursor) => deps.clients.listClientsByCreated({ cursor, limit: 100 }),
      (client) => client.positionIds.includes(positionId),
    ),
    countUpTo((cursor) => deps.partners.listPartners({ positionId, cursor, limit: 100 })),
  ]);
  return { openShifts, organisations, partners };
}

/** position-usage: what uses the position and whether deleting it is allowed (issue 32 item 13). */
export async function positionUsage(deps: PositionUsageDeps, positionId: string) {
  if (!(await deps.positions.getPosition(positionId)))
    throw new NotFoundError('This position does not exist.');
  const usage = await positionUsageOf(deps, positionId);
  return { ...usage, deletion: positionDeletion(usage) };
}
