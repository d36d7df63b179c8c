import { englishMessage, messageKey } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { ValidationError } from '@careshift/domain';

/**
 * Refuses position ids that do not exist. Ids already on the record are not checked again, so a
 * record that still names a since-deleted position can be saved.
 */
export async function assertKnownPositions(
  positions: Pick<Repositories['positions'], 'listPositionsByName'>,
  positionIds: readonly string[],
  alreadyHeld: readonly string[] = [],
): Promise<void> {
  const held = new Set(alreadyHeld);
  const added = positionIds.filter((id) => !held.has(id));
  if (added.length === 0) return;
  const known = new Set((await positions.listPositionsByName()).map((position) => position.positionId));
  if (added.every((id) => known.has(id))) return;
  const message = englishMessage(messageKey('invalidOption'));
  throw new ValidationError(message, { positionIds: message });
}
