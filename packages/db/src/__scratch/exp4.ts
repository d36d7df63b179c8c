import { Entity } from 'electrodb';
const E = new Entity(
  {
    model: { entity: 'p', version: '1', service: 'x' },
    attributes: {
      id: { type: 'string', required: true },
      exp: { type: 'string' },
      expKey: {
        type: 'string',
        hidden: true,
        watch: ['exp'],
        set: (_: unknown, item: { exp?: string }) => item.exp ?? '',
      },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      byExp: {
        index: 'gsi1',
        condition: (a: { exp?: string }) => Boolean(a.exp),
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['expKey', 'id'] },
      },
    },
  },
  { table: 't' },
);
console.log(JSON.stringify(E.put({ id: 'a' }).params()));
console.log(JSON.stringify(E.put({ id: 'a', exp: '2026' }).params()));
