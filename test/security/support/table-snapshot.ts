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
