import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createTable } from '@careshift/local/twins/dynamodb-local';
import { createDocumentClient } from '../client';
import { createService } from '../service';
import { createRepositories } from '../repositories/create-repositories';
import { contextAt, newShift } from '../testing/fixtures';
import { shiftDeltas } from '../aggregates/shift-deltas';
import { counterUpdates } from '../aggregates/counter-updates';
const endpoint = 'http://127.0.0.1:8411';
const table = 'exp8-' + Date.now();
await createTable(endpoint, table);
const doc = createDocumentClient({ tableName: table, endpoint });
const db = createService(doc, table);
const repos = createRepositories(db);
const NOW = '2026-03-02T08:00:00.000Z';
const { created } = await repos.shifts.createShifts(
  Array.from({ length: 20 }, (_, i) => newShift({ shiftId: 's' + i, startDate: '2026-03-10T07:00:00.000Z' })),
  contextAt(NOW),
);
for (let i = 0; i < 5; i++) {
  const before = created[i]!;
  const after = { ...before, status: 'CLAIMED' as const, claimedBy: 'p' + i, version: 2 };
  const deltas = shiftDeltas(before, after);
  let t = performance.now();
  const params = db.transaction
    .write((tx) => [
      tx.shift
        .put(after)
        .where((a, op) => op.eq(a.version, 1))
        .commit(),
      ...counterUpdates(tx, deltas),
    ])
    .params();
  const p1 = performance.now() - t;
  t = performance.now();
  await doc.send(new TransactWriteCommand(params as any));
  const p2 = performance.now() - t;
  console.log('params', p1.toFixed(1), 'send', p2.toFixed(1), (params as any).TransactItems.length);
}
for (let i = 5; i < 12; i++) {
  const t = performance.now();
  await repos.shifts.claimShift({
    shift: created[i]!,
    partner: { partnerId: 'p' + i, name: 'x' },
    context: contextAt(NOW),
  });
  console.log('claimShift', (performance.now() - t).toFixed(1));
}
for (let i = 12; i < 16; i++) {
  const before = created[i]!;
  const after = { ...before, status: 'CLAIMED' as const, claimedBy: 'p' + i, version: 2 };
  const deltas = shiftDeltas(before, after);
  const t = performance.now();
  await db.transaction
    .write((tx) => [
      tx.shift
        .put(after)
        .where((a, op) => op.eq(a.version, 1))
        .commit(),
      ...counterUpdates(tx, deltas),
    ])
    .go();
  console.log('electro go', (performance.now() - t).toFixed(1));
}
