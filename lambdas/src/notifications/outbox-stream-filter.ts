/**
 * Which table stream records the outbox sender receives: new notification intents only. ElectroDB marks
 * every item with its entity's name in `__edb_e__`; infra turns this into the event source mapping's
 * filter (infra/lib/constructs/outbox-sender.ts), the handler checks the same before it sends.
 */
export const OUTBOX_STREAM_FILTER = {
  eventName: 'INSERT',
  entityAttribute: '__edb_e__',
  entity: 'notificationIntent',
} as const;

/** Lambda's filter pattern for the stream (the view is NEW_IMAGE: the intent's id is in the image). */
export function outboxStreamFilterPattern() {
  const { eventName, entityAttribute, entity } = OUTBOX_STREAM_FILTER;
  return { eventName: [eventName], dynamodb: { NewImage: { [entityAttribute]: { S: [entity] } } } };
}
