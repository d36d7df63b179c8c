import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const BATCH = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to 25 items from an iterator. */
function take(items: Iterator<Record<string, unknown>>): Record<string, unknown>[] {
  const batch: Record<string, unknown>[] = [];
  while (batch.length < BATCH) {
    const next = items.next();
    if (next.done) break;
    batch.push(next.value);
  }
  return batch;
}

/**
 * Writes items with BatchWriteItem, `concurrency` batches of 25 at a time, retrying unprocessed items
 * with backoff; reports each written batch. Items are pulled from the iterable as batches go out, so
 * building them (CPU in this process) overlaps with DynamoDB writing the previous ones.
 */
export async function batchWrite(
  client: DynamoDBDocumentClient,
  table: string,
  items: Iterable<Record<string, unknown>>,
  options: { concurrency: number; onWritten: (count: number) => void },
): Promise<void> {
  const iterator = items[Symbol.iterator]();
  async function worker(): Promise<void> {
    for (;;) {
      const batch = take(iterator);
      if (batch.length === 0) return;
      let requests = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt += 1) {
        if (attempt > 0) await sleep(Math.min(2000, 25 * 2 ** attempt));
        const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        const unprocessed = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
        options.onWritten(requests.length - unprocessed.length);
        requests = unprocessed;
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}

/** Runs async tasks with at most `concurrency` at a time. */
export async function runPool<T>(
  tasks: readonly T[],
  concurrency: number,
  run: (task: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < tasks.length) await run(tasks[next++] as T);
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}
