import { TransactWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createTable } from '@careshift/local/twins/dynamodb-local';
import { createDocumentClient } from '../client';
const endpoint = 'http://127.0.0.1:8411';
const table = 'exp6-' + Date.now();
await createTable(endpoint, table);
const doc = createDocumentClient({ tableName: table, endpoint });
for (const n of [1, 2, 4, 7]) {
  const t = Date.now();
  for (let i = 0; i < 10; i++) {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: n }, (_, k) => ({
          Put: { TableName: table, Item: { pk: `a${i}-${k}`, sk: 'x', v: 1 } },
        })),
      }),
    );
  }
  console.log(`tx of ${n}: ${(Date.now() - t) / 10} ms`);
}
let t = Date.now();
for (let i = 0; i < 10; i++)
  await doc.send(new PutCommand({ TableName: table, Item: { pk: `b${i}`, sk: 'x', v: 1 } }));
console.log(`put: ${(Date.now() - t) / 10} ms`);
t = Date.now();
for (let i = 0; i < 10; i++)
  await doc.send(
    new PutCommand({
      TableName: table,
      Item: {
        pk: `c${i}`,
        sk: 'x',
        gsi1pk: 'a',
        gsi1sk: 'b' + i,
        gsi2pk: 'a',
        gsi2sk: 'b' + i,
        gsi3pk: 'a',
        gsi3sk: 'b',
        gsi4pk: 'a',
        gsi4sk: 'b' + i,
        gsi5pk: 'a',
        gsi5sk: 'b' + i,
      },
    }),
  );
console.log(`put 5 gsi: ${(Date.now() - t) / 10} ms`);
