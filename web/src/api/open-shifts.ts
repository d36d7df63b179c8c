// Type-only imports: the landing page reads the count without loading zod or the operation table.
import type { OperationOutput } from '@careshift/contract/operation';
import type { Operations } from '@careshift/contract/operations/index';
import type { entityCountsGet } from '@careshift/contract/operations/shifts';

type EntityCountsOperation = typeof entityCountsGet;
/** The contract's reply: a list whose first item has `requests`, the open shifts (spec section 7). */
export type EntityCounts = OperationOutput<EntityCountsOperation>;

/** The table's id of an operation object, checked by the compiler. */
type IdOf<Op> = { [Id in keyof Operations]: Operations[Id] extends Op ? Id : never }[keyof Operations];

/** `request-getEntityCounts`: the id of the contract's entityCountsGet. */
export const ENTITY_COUNTS_OPERATION = 'request-getEntityCounts' satisfies IdOf<EntityCountsOperation>;

/** A reply of the contract's shape, checked by hand (zod stays out of the landing page's bundle). */
export function isEntityCounts(reply: unknown): reply is EntityCounts {
  if (!Array.isArray(reply)) return false;
  return reply.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      Number.isInteger((item as { requests?: unknown }).requests),
  );
}

/** The open shifts count of an entity-counts reply, or undefined (the stat is hidden) for anything else. */
export function openShiftsCountOf(reply: unknown): number | undefined {
  if (!isEntityCounts(reply)) return undefined;
  const count = reply[0]?.requests;
  return count !== undefined && count >= 0 ? count : undefined;
}

export interface PublicRoute {
  method: string;
  path: string;
}

/**
 * The open shifts count, or undefined when the build has no such public operation or the call
 * fails (the stat is hidden). The route comes from the build-time list of public operations
 * (`virtual:careshift/operation-ids`), so the landing page loads neither the operation table nor zod.
 */
export async function fetchOpenShiftsCount(
  routes: Readonly<Record<string, PublicRoute>>,
  fetchImpl: typeof fetch = fetch,
): Promise<number | undefined> {
  const route = routes[ENTITY_COUNTS_OPERATION];
  if (!route) return undefined;
  try {
    const response = await fetchImpl(route.path, {
      method: route.method,
      headers: { Accept: 'application/json' },
    });
    return response.ok ? openShiftsCountOf(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
