import { ScanCommand } from '@aws-sdk/lib-dynamodb';

import { createDocumentClient } from '@careshift/db';

import type { SecurityStack } from './security-stack.global';

/** Every item of the table, sorted by key, as text: two snapshots are equal when nothing was written. */
export async function tableSnapshot(stack: SecurityStack): Promise<string[]> {
  const client = createDocumentClient({ tableName: stack.tableName, endpoint: stack.dynamodbUrl });
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) items.push(JSON.stringify(item, Object.keys(item).sort()));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

/**
 * The snapshot once the outbox sender (a background poller in every local stack, as the stream consumer is
 * in AWS) has delivered and removed the notification intents the setup wrote (the welcome of each new
 * account): otherwise a delivery during the test would read as a write by bad input.
 */
export async function deliveredTableSnapshot(stack: SecurityStack, timeoutMs = 15_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const items = await tableSnapshot(stack);
    const pending = items.some((item) => item.includes('"__edb_e__":"notificationIntent"'));
    if (!pending || Date.now() > until) return items;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
