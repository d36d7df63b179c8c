/** Attribute shapes shared by the entities (ElectroDB attribute definitions). */
export const requiredString = { type: 'string', required: true } as const;
export const optionalString = { type: 'string' } as const;
export const requiredNumber = { type: 'number', required: true } as const;
export const optionalNumber = { type: 'number' } as const;
/** An id that never changes once written. */
export const idString = { type: 'string', required: true, readOnly: true } as const;
/** A list of ids (positions of a client or partner). */
export const idList = { type: 'list', items: { type: 'string' } } as const;
/** Optimistic-concurrency counter: every put of a versioned item checks the version it read. */
export const version = { type: 'number', required: true } as const;
/** A counter kept with ADD in transactions. */
export const counter = { type: 'number', default: 0 } as const;

/**
 * One of the domain's values (a status, a reason, a kind): ElectroDB refuses any other on write and types
 * the attribute as the union of `values`, so records carry the domain's types without casts.
 */
export function requiredEnum<const T extends readonly string[]>(values: T) {
  return { type: values, required: true } as const;
}

export function optionalEnum<const T extends readonly string[]>(values: T) {
  return { type: values } as const;
}

/**
 * A hidden copy of an optional attribute ('' when absent) to use as the composite of a sparse index:
 * ElectroDB requires every composite of an index with a condition, even when the condition skips it.
 */
export function derivedKey<N extends string>(source: N) {
  return {
    type: 'string',
    hidden: true,
    watch: [source],
    set: (_: unknown, item: Partial<Record<N, unknown>>) =>
      typeof item[source] === 'string' ? (item[source] as string) : '',
  } as const;
}
