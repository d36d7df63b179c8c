import type { ChangeContext } from '@careshift/db';
import type { NewShift, ShiftRecord } from '@careshift/db';
import { ConflictError } from '@careshift/domain';

import type { ShiftDeps } from './shift-deps';

const READ_CONCURRENCY = 16;

async function readExisting(deps: Pick<ShiftDeps, 'shifts'>, ids: string[]): Promise<ShiftRecord[]> {
  const found: ShiftRecord[] = [];
  for (let i = 0; i < ids.length; i += READ_CONCURRENCY) {
    const batch = await Promise.all(ids.slice(i, i + READ_CONCURRENCY).map((id) => deps.shifts.getShift(id)));
    found.push(...batch.filter((shift): shift is ShiftRecord => shift !== undefined));
  }
  return found;
}

/**
 * Writes new shifts in the repository's batches and returns every one by id. Shift ids are derived from
 * the idempotency key, so a batch refused because some of its ids exist is a retry of a request that got
 * part-way: the existing shifts are read back (they keep their first reference numbers) and the rest of
 * the batch is written again.
 */
export async function writeNewShifts(
  deps: Pick<ShiftDeps, 'shifts'>,
  records: NewShift[],
  context: ChangeContext,
): Promise<Map<string, ShiftRecord>> {
  const written = new Map<string, ShiftRecord>();
  if (records.length === 0) return written;
  const first = await deps.shifts.createShifts(records, context);
  for (const shift of first.created) written.set(shift.shiftId, shift);
  if (first.failed.length === 0) return written;
  const existing = await readExisting(deps, first.failed);
  for (const shift of existing) {
    if (shift.createdBy !== context.actor.id) throw new ConflictError('A shift with this id already exists.');
    written.set(shift.shiftId, shift);
  }
  const missing = records.filter((record) => !written.has(record.shiftId));
  if (missing.length === 0) return written;
  const second = await deps.shifts.createShifts(missing, context);
  if (second.failed.length > 0) throw new ConflictError('Some shifts could not be written; try again.');
  for (const shift of second.created) written.set(shift.shiftId, shift);
  return written;
}
