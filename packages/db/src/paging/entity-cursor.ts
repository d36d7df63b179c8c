import { createConversions } from 'electrodb';

type AnyEntity = Parameters<typeof createConversions>[0];
type PatternConversions = Record<string, { fromComposite: { toCursor(composite: object): string } }>;

const conversionsByEntity = new WeakMap<object, PatternConversions>();

/**
 * The ElectroDB cursor that resumes an access pattern right after `item`: a page may stop in the middle
 * of a DynamoDB response, where DynamoDB's own LastEvaluatedKey would skip the rest of that response.
 */
export function cursorAfterItem<T extends object>(
  entity: object,
  accessPattern: string,
  /** Adds key attributes the item does not carry (hidden derived keys). */
  keysOf: (item: T) => object = () => ({}),
): (item: T) => string {
  return (item) => {
    let conversions = conversionsByEntity.get(entity);
    if (!conversions) {
      conversions = createConversions(entity as AnyEntity).byAccessPattern as unknown as PatternConversions;
      conversionsByEntity.set(entity, conversions);
    }
    const pattern = conversions[accessPattern];
    if (!pattern) throw new Error(`Unknown access pattern ${accessPattern}`);
    return pattern.fromComposite.toCursor({ ...item, ...keysOf(item) });
  };
}
