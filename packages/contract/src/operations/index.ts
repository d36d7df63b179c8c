import type { Operation } from '../operation';

import { positionCreate, positionRemove, positionsAll, positionsList, positionUpdate } from './positions';
import { getUserClaims, updateUserClaims } from './users';

/** The operation table: every call the product makes, keyed by its id (a test checks key = id). */
export const operations = {
  'positions-list': positionsList,
  'positions-all': positionsAll,
  'position-create': positionCreate,
  'position-update': positionUpdate,
  'position-remove': positionRemove,
  getUserClaims,
  updateUserClaims,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

export const operationList: readonly Operation[] = Object.values(operations);
