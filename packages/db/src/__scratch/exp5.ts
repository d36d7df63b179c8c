import { createTable } from '@careshift/local/twins/dynamodb-local';
import { createDocumentClient } from '../client';
import { createService } from '../service';
import { createRepositories } from '../repositories/create-repositories';
import { contextAt, newShift } from '../testing/fixtures';
const endpoint = 'http://127.0.0.1:8411';
const table = 'exp5-' + Date.now();
let t = Date.now();
await createTable(endpoint, table);
console.log('create table', Date.now() - t);
const db = createService(createDocumentClient({ tableName: table, endpoint }), table);
const repos = createRepositories(db);
const NOW = '2026-03-02T08:00:00.000Z';
t = Date.now();
const { created } = await repos.shifts.createShifts(
  Array.from({ length: 20 }, (_, i) => newShift({ shiftId: 's' + i, startDate: '2026-03-10T07:00:00.000Z' })),
  contextAt(NOW),
);
console.log('create 20', Date.now() - t);
for (let i = 0; i < 5; i++) {
  t = Date.now();
  await repos.shifts.claimShift({
    shift: created[i]!,
    partner: { partnerId: 'p' + i, name: 'x' },
    context: contextAt(NOW),
  });
  console.log('claim', Date.now() - t);
}
t = Date.now();
await Promise.allSettled(
  Array.from({ length: 50 }, (_, i) =>
    repos.shifts.claimShift({
      shift: created[10]!,
      partner: { partnerId: 'q' + i, name: 'x' },
      context: contextAt(NOW),
    }),
  ),
);
console.log('50 concurrent', Date.now() - t);
t = Date.now();
for (let i = 0; i < 20; i++) await repos.shifts.getShift('s1');
console.log('20 gets', Date.now() - t);
