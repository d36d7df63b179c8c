import { performance } from 'node:perf_hooks';

import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { createDocumentClient, createRepositories, createService } from '@careshift/db';
import { nicosiaDate } from '@careshift/domain/time/nicosia';

import { cursorAfterItem } from '../paging/entity-cursor';

const endpoint = 'http://127.0.0.1:8412';
const table = 'seed-100k';
const client = createDocumentClient({ tableName: table, endpoint });
const db = createService(client, table);
const repos = createRepositories(db);
const c = (await repos.clients.listClientsByCreated({ limit: 1 })).items[0]!;
const now = Date.now();
const s1 = db.entities.shift.query.clientStatusByStart({ clientId: c.clientId, status: 'FINISHED' });
const page = await repos.shifts.listClientShifts({
  clientId: c.clientId,
  filter: { statuses: ['FINISHED', 'COMPLETED'] },
  startDays: { from: nicosiaDate(now - 30 * 86400000), to: nicosiaDate(now) },
  sort: { field: 'startDate', direction: 'desc' },
});
const item = page.items[0]!;
const toCursor = cursorAfterItem(db.entities.shift, 'clientStatusByStart');
const tasks: Record<string, () => Promise<unknown>> = {
  raw10: () =>
    client.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `$careshift#clientid_${c.clientId}` },
        ScanIndexForward: false,
        Limit: 10,
      }),
    ),
  twoRaw: () =>
    Promise.all(
      [0, 1].map(() =>
        client.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :pk',
            ExpressionAttributeValues: { ':pk': `$careshift#clientid_${c.clientId}` },
            ScanIndexForward: false,
            Limit: 11,
          }),
        ),
      ),
    ),
  oneStream: () => s1.go({ limit: 11, order: 'desc' }),
  page: () =>
    repos.shifts.listClientShifts({
      clientId: c.clientId,
      filter: { statuses: ['FINISHED', 'COMPLETED'] },
      startDays: { from: nicosiaDate(now - 30 * 86400000), to: nicosiaDate(now) },
      sort: { field: 'startDate', direction: 'desc' },
    }),
  twoStreams: () =>
    Promise.all([
      s1.go({ limit: 11, order: 'desc' }),
      db.entities.shift.query
        .clientStatusByStart({ clientId: c.clientId, status: 'COMPLETED' })
        .go({ limit: 11, order: 'desc' }),
    ]),
  params: async () => {
    for (let i = 0; i < 10; i++)
      db.entities.shift.query
        .clientStatusByStart({ clientId: c.clientId, status: 'COMPLETED' })
        .between({ startDate: 'a' }, { startDate: 'b' })
        .where((a, op) => '')
        .params({ limit: 11 });
  },
  toCursor: async () => {
    for (let i = 0; i < 10; i++) toCursor(item);
  },
};
const samples: Record<string, number[]> = {};
for (let r = 0; r < 100; r++)
  for (const [k, t] of Object.entries(tasks)) {
    const s = performance.now();
    await t();
    if (r >= 10) (samples[k] ??= []).push(performance.now() - s);
  }
for (const [k, v] of Object.entries(samples)) {
  v.sort((a, b) => a - b);
  console.log(k, v[Math.floor(v.length / 2)]!.toFixed(2));
}
