import { createDocumentClient, createService } from '@careshift/db';
import { createTable, startDynamoDbLocal } from '../twins/dynamodb-local';
import { freePort } from '../twins/free-port';
import { seedScale } from '../seed/scale/index';
const t = () => Math.round(performance.now());
process.env.AWS_ACCESS_KEY_ID='local'; process.env.AWS_SECRET_ACCESS_KEY='local';
const dynamo = await startDynamoDbLocal(await freePort());
for (const name of ['tbl1', 'tbl2', 'tbl3']) {
  await createTable(dynamo.endpoint, name);
  const db = createService(createDocumentClient({ tableName: name, endpoint: dynamo.endpoint, region: 'eu-central-1' }), name);
  const t0 = t(); let w = 0;
  const s = await seedScale({ service: db, scale: Number(process.argv[2] ?? 300), concurrency: Number(process.argv[3] ?? 8), onProgress: (p) => { if (p.phase === 'writing' && p.done === 0) w = t(); if (p.phase === 'counters') console.log('write', t() - w); } });
  console.log(name, 'seedScale', t() - t0, s.items);
}
await dynamo.stop();
