/** The operation that counts open shifts (spec section 7, `request-getEntityCounts`); it arrives later. */
export const ENTITY_COUNTS_OPERATION = 'request-getEntityCounts';

function requestsOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const requests = (value as Record<string, unknown>).requests;
  return typeof requests === 'number' && Number.isFinite(requests) && requests >= 0 ? requests : undefined;
}

/**
 * The open shifts count of an entity-counts reply: the spec's list whose first item has
 * `requests`, or one object with `requests`, or `{items: [...]}`. Anything else: undefined.
 */
export function openShiftsCountOf(reply: unknown): number | undefined {
  if (Array.isArray(reply)) return requestsOf(reply[0]);
  if (typeof reply === 'object' && reply !== null && Array.isArray((reply as { items?: unknown }).items)) {
    return requestsOf((reply as { items: unknown[] }).items[0]);
  }
  return requestsOf(reply);
}

export interface PublicRoute {
  method: string;
  path: string;
}

/**
 * The open shifts count when the contract has the public operation, else undefined (the stat is
 * hidden, as it is when the call fails). The route comes from the build-time list of public
 * operations, so the landing page loads neither the operation table nor zod for it; the reply is
 * checked by openShiftsCountOf.
 */
export async function fetchOpenShiftsCount(
  routes: Readonly<Record<string, PublicRoute>>,
  fetchImpl: typeof fetch = fetch,
): Promise<number | undefined> {
  const route = routes[ENTITY_COUNTS_OPERATION];
  if (!route || route.path.includes('{')) return undefined;
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
