import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { localClient } from '@careshift/local/twins/dynamodb-local';
import { createDocumentClient } from '../client';
const endpoint = 'http://127.0.0.1:8411';
const N = Number(process.argv[2] ?? 12);
const table = 'exp2-' + Date.now();
const names = ['pk', 'sk', ...Array.from({ length: N }, (_, i) => [`gsi${i + 1}pk`, `gsi${i + 1}sk`]).flat()];
await localClient(endpoint).send(
  new CreateTableCommand({
    TableName: table,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: names.map((n) => ({ AttributeName: n, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: Array.from({ length: N }, (_, i) => ({
      IndexName: `gsi${i + 1}`,
      KeySchema: [
        { AttributeName: `gsi${i + 1}pk`, KeyType: 'HASH' },
        { AttributeName: `gsi${i + 1}sk`, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  }),
);
const doc = createDocumentClient({ tableName: table, endpoint });
const total = Number(process.argv[3] ?? 10000);
const conc = Number(process.argv[4] ?? 8);
const item = (i: number) => {
  const o: Record<string, unknown> = {
    pk: 'shift#' + i,
    sk: 'shift',
    clientName: 'Some Client Name Ltd',
    positionName: 'Registered Nurse',
    status: 'FINISHED',
    cost: { totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 },
    startDate: new Date(Date.now() - i * 60000).toISOString(),
    endDate: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    claimedBy: 'partner' + (i % 500),
    employeeName: 'Maria Papadopoulou',
  };
  for (let g = 1; g <= N; g++) {
    o[`gsi${g}pk`] = `k${g}#` + (i % (g * 7));
    o[`gsi${g}sk`] = new Date(Date.now() - i * 60000).toISOString() + '#' + i;
  }
  return o;
};
const t0 = Date.now();
let next = 0;
async function worker() {
  while (next < total) {
    const start = next;
    next += 25;
    const items = Array.from({ length: Math.min(25, total - start) }, (_, k) => item(start + k));
    let req: any = { [table]: items.map((Item) => ({ PutRequest: { Item } })) };
    while (req && Object.keys(req).length) {
      const r = await doc.send(new BatchWriteCommand({ RequestItems: req }));
      req = r.UnprocessedItems;
    }
  }
}
await Promise.all(Array.from({ length: conc }, worker));
const s = (Date.now() - t0) / 1000;
console.log(`N=${N} gsis: ${total} items in ${s}s = ${Math.round(total / s)}/s`);
