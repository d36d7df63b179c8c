import {
  positionCreate,
  positionRemove,
  positionsAll,
  positionsList,
  positionUpdate,
  positionUsage,
} from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { positionDeps } from './position-deps';
import { positionUsage as readPositionUsage } from './position-usage';
import {
  createPosition,
  listAllPositions,
  listPublicPositions,
  removePosition,
  updatePosition,
} from './positions';

/** The positions area Lambda. */
export const handler = areaHandler([
  route(positionsList, async () => ({ items: await listPublicPositions(positionDeps()) })),
  route(positionsAll, async () => ({ items: await listAllPositions(positionDeps()) })),
  route(positionCreate, async ({ body }) => createPosition(positionDeps(), body)),
  route(positionUpdate, async ({ path, body }) => updatePosition(positionDeps(), path.positionId, body)),
  route(positionRemove, async ({ path }) => removePosition(positionDeps(), path.positionId)),
  route(positionUsage, async ({ path }) => readPositionUsage(positionDeps(), path.positionId)),
]);
