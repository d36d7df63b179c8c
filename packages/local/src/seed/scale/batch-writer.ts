import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const BATCH = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes items with BatchWriteItem, `concurrency` batches of 25 at a time, retrying unprocessed items
 * with backoff; reports each written batch.
 */
export async function batchWrite(
  client: DynamoDBDocumentClient,
  table: string,
  items: readonly Record<string, unknown>[],
  options: { concurrency: number; onWritten: (count: number) => void },
): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const start = next;
      next += BATCH;
      let requests = items.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }));
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
