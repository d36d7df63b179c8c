import { Entity } from 'electrodb';
import type { EntityConfiguration, Schema } from 'electrodb';

/**
 * An entity's model, kept as a factory: ElectroDB parses and validates a model when an Entity is built
 * (a few milliseconds each), so a Lambda builds only the entities it uses, on first use (service.ts),
 * instead of every entity when the module loads. Typed exactly as `new Entity(model)` infers it.
 */
export function defineEntity<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  model: S,
) {
  return Object.assign((config?: EntityConfiguration) => new Entity(model, config), { model });
}
