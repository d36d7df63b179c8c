import { createConversions } from 'electrodb';

import type { DbService } from '../service';

import { addMissingKeys } from './add-missing-keys';

/** What `reindexShifts` read and wrote. */
export interface ReindexReport {
  shifts: number;
  reindexed: number;
  /** Shifts that changed while the walk ran (they were written whole, with every key, by that change). */
  changedMeanwhile: number;
}

/**
 * Gives every stored shift the keys of the indexes added after it was written (gsi14,
 * clientPositionByCreated, issue 16). DynamoDB fills a new global index only from items that already
 * carry its key attributes, so after deploying an index over a table with shifts, run this once
 * (`npm run reindex-shifts`). Each shift is updated only if its version is still the one read: a shift
 * changed meanwhile was put whole with all its keys. Idempotent: shifts that have the keys are skipped.
 */
export async function reindexShifts(db: DbService): Promise<ReindexReport> {
  const { shift } = db.entities;
  const keysOf = createConversions(shift).byAccessPattern.clientPositionByCreated.fromComposite.toKeys;
  const { read, written, changedMeanwhile } = await addMissingKeys(db, {
    key: 'reindex',
    params: () => shift.query.allByCreated({}).params(),
    keysOf: (item) =>
      item.gsi14pk !== undefined && item.gsi14sk !== undefined
        ? undefined
        : (keysOf({
            clientId: String(item.clientId),
            positionId: String(item.positionId),
            createdAt: String(item.createdAt),
            shiftId: String(item.shiftId),
          }) as Record<string, string>),
  });
  return { shifts: read, reindexed: written, changedMeanwhile };
}
