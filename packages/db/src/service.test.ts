import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

import { createService, entityDefinitions } from './service';
import { GLOBAL_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from './table';

interface IndexDefinition {
  index?: string;
  pk: { field: string; composite: readonly string[] };
  sk: { field: string; composite: readonly string[] };
}

const definitions = Object.entries(entityDefinitions).flatMap(([name, entity]) =>
  Object.entries(entity.model.indexes as Record<string, IndexDefinition>).map(([accessPattern, index]) => ({
    entity: name,
    accessPattern,
    ...index,
  })),
);

describe('table definition', () => {
  it('should define every index an entity uses, with the same key fields', () => {
    for (const definition of definitions) {
      if (!definition.index) {
        expect([definition.pk.field, definition.sk.field]).toEqual([
          TABLE_KEYS.partitionKey,
          TABLE_KEYS.sortKey,
        ]);
        continue;
      }
      const index = GLOBAL_INDEXES.find((candidate) => candidate.indexName === definition.index);
      expect(index, `${definition.entity}.${definition.accessPattern}`).toBeDefined();
      expect([definition.pk.field, definition.sk.field]).toEqual([index?.partitionKey, index?.sortKey]);
    }
  });

  it('should give no two entities the same partition key shape on one global index', () => {
    // ElectroDB's partition key is the service name plus the composite attribute names and values, so two
    // entities with the same composite names on one index would share partitions and a range condition
    // on one could read the other's items.
    const seen = new Map<string, string>();
    for (const definition of definitions.filter((d) => d.index)) {
      const shape = `${definition.index}:${definition.pk.composite.join('#')}`;
      const owner = `${definition.entity}.${definition.accessPattern}`;
      expect(seen.get(shape) ?? owner, shape).toBe(owner);
      seen.set(shape, owner);
    }
  });

  it('should name the TTL attribute that the idempotency and throttle items carry', () => {
    expect(TTL_ATTRIBUTE).toBe('expiresAt');
    expect(entityDefinitions.idempotencyRecord.model.attributes).toHaveProperty(TTL_ATTRIBUTE);
    expect(entityDefinitions.otpSend.model.attributes).toHaveProperty(TTL_ATTRIBUTE);
  });
});

describe('the service', () => {
  it('should build every entity from its model (ElectroDB validates each model as it builds it)', () => {
    for (const [name, definition] of Object.entries(entityDefinitions)) {
      expect(definition().schema.model.entity, name).toBe(definition.model.model.entity);
    }
  });

  it('should declare no collection (an entity built alone is then the one the Service would join)', () => {
    for (const [name, definition] of Object.entries(entityDefinitions)) {
      const collections = Object.values(definition.model.indexes).filter((index) => 'collection' in index);
      expect(collections, name).toEqual([]);
    }
  });

  it('should build an entity on first use, bound to the table, and keep it', () => {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' }));
    const service = createService(client, 'the-table');
    expect(Object.keys(service.entities)).toEqual(['signInRevocation']);
    const position = service.entities.position;
    expect(service.entities.position).toBe(position);
    expect(position.getTableName()).toBe('the-table');
    expect(position.get({ positionId: 'p1' }).params()).toMatchObject({ TableName: 'the-table' });
    expect(Object.keys(service.entities)).toEqual(['signInRevocation', 'position']);
  });
});
