import { Entity, Service } from 'electrodb';
import { createDocumentClient } from '../client';
import { createTable } from '@careshift/local/twins/dynamodb-local';
const endpoint = 'http://127.0.0.1:8411';
const table = 'exp-' + Date.now();
await createTable(endpoint, table);
const client = createDocumentClient({ tableName: table, endpoint });
const Shift = new Entity(
  {
    model: { entity: 'shift', version: '1', service: 'x' },
    attributes: {
      shiftId: { type: 'string', required: true },
      status: { type: 'string', required: true },
      positionId: { type: 'string', required: true },
      startDate: { type: 'string', required: true },
      claimedBy: { type: 'string' },
      version: { type: 'number', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['shiftId'] }, sk: { field: 'sk', composite: [] } },
      open: {
        index: 'gsi1',
        condition: (a: any) => a.status === 'VERIFIED' || a.status === 'CLAIMED',
        pk: { field: 'gsi1pk', composite: ['positionId'] },
        sk: { field: 'gsi1sk', composite: ['startDate', 'shiftId'] },
      },
      byPartner: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['claimedBy'] },
        sk: { field: 'gsi2sk', composite: ['startDate', 'shiftId'] },
      },
    },
  },
  { client, table },
);
const Counter = new Entity(
  {
    model: { entity: 'counter', version: '1', service: 'x' },
    attributes: { name: { type: 'string', required: true }, n: { type: 'number' }, m: { type: 'number' } },
    indexes: { byId: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client, table },
);
const svc = new Service({ shift: Shift, counter: Counter }, { client, table });
console.log(
  Shift.put({ shiftId: 's1', status: 'PENDING', positionId: 'p', startDate: '2026', version: 1 }).params(),
);
console.log(
  Shift.put({
    shiftId: 's1',
    status: 'VERIFIED',
    positionId: 'p',
    startDate: '2026',
    version: 1,
    claimedBy: 'x',
  })
    .where((a, op) => op.eq(a.version, 0))
    .params(),
);
await Shift.put({ shiftId: 's1', status: 'VERIFIED', positionId: 'p', startDate: '2026', version: 1 }).go();
console.log(await Shift.query.open({ positionId: 'p' }).go());
console.log(Counter.update({ name: 'c' }).add({ n: 1, m: 5 }).params());
// transaction with update add
const r = await svc.transaction
  .write(({ shift, counter }) => [
    shift
      .put({
        shiftId: 's1',
        status: 'CLAIMED',
        positionId: 'p',
        startDate: '2026',
        version: 2,
        claimedBy: 'me',
      })
      .where((a, op) => op.eq(a.version, 1))
      .commit(),
    counter.update({ name: 'c' }).add({ n: 1 }).commit(),
  ])
  .go();
console.log(JSON.stringify(r));
console.log(await Counter.get({ name: 'c' }).go());
console.log(await Shift.query.byPartner({ claimedBy: 'me' }).go());
const r2 = await svc.transaction
  .write(({ shift, counter }) => [
    shift
      .put({
        shiftId: 's1',
        status: 'CLAIMED',
        positionId: 'p',
        startDate: '2026',
        version: 2,
        claimedBy: 'me',
      })
      .where((a, op) => op.eq(a.version, 1))
      .commit(),
    counter.update({ name: 'c' }).add({ n: 1 }).commit(),
  ])
  .go();
console.log(JSON.stringify(r2));
// concurrency on a shared counter
for (let i = 0; i < 40; i++)
  await Shift.put({
    shiftId: 'c' + i,
    status: 'VERIFIED',
    positionId: 'p',
    startDate: '2026',
    version: 1,
  }).go();
const results = await Promise.allSettled(
  Array.from({ length: 40 }, (_, i) =>
    svc.transaction
      .write(({ shift, counter }) => [
        shift
          .put({
            shiftId: 'c' + i,
            status: 'CLAIMED',
            positionId: 'p',
            startDate: '2026',
            version: 2,
            claimedBy: 'me',
          })
          .where((a, op) => op.eq(a.version, 1))
          .commit(),
        counter.update({ name: 'hot' }).add({ n: 1 }).commit(),
      ])
      .go(),
  ),
);
const summary: Record<string, number> = {};
for (const x of results) {
  const k =
    x.status === 'fulfilled'
      ? x.value.canceled
        ? 'canceled:' + x.value.data.map((d: any) => d.code).join(',')
        : 'ok'
      : 'err:' +
        (x.reason as any)?.name +
        ':' +
        String((x.reason as any)?.cause?.name) +
        String((x.reason as any)?.message).slice(0, 200);
  summary[k] = (summary[k] ?? 0) + 1;
}
console.log(summary);
console.log(await Counter.get({ name: 'hot' }).go());
