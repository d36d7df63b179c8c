import { createConversions } from 'electrodb';
import type { Entity, Schema } from 'electrodb';

/**
 * ElectroDB's cursor conversion of one access pattern, seen through the one call used here (a method:
 * TypeScript compares its parameter both ways, so the pattern's typed composite fits `object`). The item,
 * with its derived keys, carries every composite attribute of the pattern.
 */
interface CursorConversion {
  toCursor(composite: object): string;
}

/**
 * The ElectroDB cursor that resumes an access pattern right after `item`: a page may stop in the middle
 * of a DynamoDB response, where DynamoDB's own LastEvaluatedKey would skip the rest of that response.
 */
export function cursorAfterItem<S extends Schema<string, string, string>, T extends object>(
  entity: Entity<string, string, string, S>,
  accessPattern: keyof S['indexes'],
  /** Adds key attributes the item does not carry (hidden derived keys). */
  keysOf: (item: T) => object = () => ({}),
): (item: T) => string {
  const conversion: CursorConversion = createConversions(entity).byAccessPattern[accessPattern].fromComposite;
  return (item) => conversion.toCursor({ ...item, ...keysOf(item) });
}
