import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

import { deliverIntent } from './outbox-sender';
import type { OutboxSenderDeps } from './outbox-sender';
import { OUTBOX_STREAM_FILTER } from './outbox-stream-filter';

/** The intent a stream record announces: a new notification intent's id, else undefined. */
export function intentIdOf(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== OUTBOX_STREAM_FILTER.eventName) return undefined;
  if (image?.[OUTBOX_STREAM_FILTER.entityAttribute]?.S !== OUTBOX_STREAM_FILTER.entity) return undefined;
  return image.intentId?.S;
}

type LogError = (message: string, details: Record<string, unknown>) => void;

/**
 * The DynamoDB Streams consumer: each new intent is delivered by the outbox sender. A record whose
 * intent could not be read or leased (DynamoDB failing) is reported back, so Lambda retries from it;
 * an SMS or e-mail that fails is not: the intent keeps it, and the notification-retry job sends it.
 */
export function createOutboxStreamHandler(deps: () => OutboxSenderDeps, logError: LogError) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const outcomes = await Promise.all(
      event.Records.map(async (record) => {
        const intentId = intentIdOf(record);
        if (!intentId) return undefined;
        try {
          await deliverIntent(deps(), intentId);
          return undefined;
        } catch (error) {
          logError('The outbox sender could not deliver an intent', { intentId, error });
          return record.dynamodb?.SequenceNumber;
        }
      }),
    );
    const failed = outcomes.filter((id): id is string => Boolean(id));
    return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
  };
}
