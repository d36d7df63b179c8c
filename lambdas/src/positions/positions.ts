import type { Position, PositionBody } from '@careshift/contract';
import type { PositionRecord, PositionRepository } from '@careshift/db';
import { ConflictError, NotFoundError, POSITION_IN_USE, positionDeletion } from '@careshift/domain';

import type { Clock } from '../clock';

import { positionIdFromName } from './position-id';
import { positionUsageOf } from './position-usage';
import type { PositionUsageDeps } from './position-usage';

export interface PositionDeps {
  positions: PositionRepository;
  clock: Clock;
}

/** Ids containing this are test data and never shown on the landing page (spec section 2). */
export const TEST_POSITION_MARKER = 'TEST_POSITION';

export function toPosition(record: PositionRecord): Position {
  const { positionId, updatedAt: _updatedAt, nameEl, ...rest } = record;
  return { id: positionId, ...rest, ...(nameEl ? { nameEl } : {}) };
}

/** The public rates table: test positions hidden, cheapest normal day rate first, then by name. */
export async function listPublicPositions(deps: PositionDeps): Promise<Position[]> {
  const records = await deps.positions.listPositionsByName();
  return records
    .filter((record) => !record.positionId.includes(TEST_POSITION_MARKER))
    .sort((a, b) => a.normalDayHourlyRate - b.normalDayHourlyRate || a.name.localeCompare(b.name))
    .map(toPosition);
}

export async function listAllPositions(deps: PositionDeps): Promise<Position[]> {
  return (await deps.positions.listPositionsByName()).map(toPosition);
}

export async function createPosition(deps: PositionDeps, body: PositionBody): Promise<Position> {
  const now = deps.clock.now().toISOString();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const positionId = positionIdFromName(body.name, attempt > 0);
    const created = await deps.positions.createPosition({
      positionId,
      ...body,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return toPosition(created);
  }
  throw new Error('Could not find a free position id');
}

export async function updatePosition(
  deps: PositionDeps,
  positionId: string,
  body: PositionBody,
): Promise<Position> {
  const updated = await deps.positions.updatePosition(positionId, {
    ...body,
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!updated) throw new NotFoundError('This position does not exist.');
  return toPosition(updated);
}

/** position-remove: refused (409) while open shifts use the position (issue 32 item 13). */
export async function removePosition(
  deps: PositionDeps & PositionUsageDeps,
  positionId: string,
): Promise<null> {
  if (!(await deps.positions.getPosition(positionId)))
    throw new NotFoundError('This position does not exist.');
  if (positionDeletion(await positionUsageOf(deps, positionId)) === 'refused')
    throw new ConflictError(POSITION_IN_USE);
  if (!(await deps.positions.removePosition(positionId)))
    throw new NotFoundError('This position does not exist.');
  return null;
}
