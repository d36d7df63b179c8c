import { createRequire } from 'node:module';

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity, Service } from 'electrodb';
import type { Validator as RealValidator } from 'jsonschema';
import { describe, expect, it } from 'vitest';

import { entityDefinitions } from '@careshift/db';

import { bundleEntry } from '../testing/bundle-entry';

import { BUNDLE_ALIASES } from './lambda-esbuild';

type ValidatorClass = typeof RealValidator;
const { Validator: StandIn } = createRequire(import.meta.url)(BUNDLE_ALIASES.jsonschema!) as {
  Validator: ValidatorClass;
};

const config = {
  client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })),
  table: 't',
};

describe("ElectroDB's model check in a bundle (electrodb-model-validator.cjs)", () => {
  it('should pass every model of the table, as the real validator does', () => {
    for (const [name, definition] of Object.entries(entityDefinitions)) {
      // The real one: the models ElectroDB accepts when the tests build them (packages/db/src/service.test.ts).
      expect(() => new Entity(definition.model, config), name).not.toThrow();
      expect(new StandIn().validate(definition.model, {}).errors, name).toEqual([]);
    }
  });

  it('should tell an entity or a service from a model, which is what ElectroDB asks a Service', () => {
    const entity = entityDefinitions.position(config);
    const service = new Service({ position: entity }, config);
    for (const instance of [entity, service]) {
      const [error, ...more] = new StandIn().validate(instance, {}).errors;
      expect(error?.message).toBe('is an ElectroDB entity or service, not a model');
      expect(more).toEqual([]);
    }
  });

  it('should keep the formats ElectroDB adds to the prototype on load', () => {
    expect(StandIn.prototype.customFormats).toEqual(expect.any(Object));
  });

  it('should leave the JSON-schema library out of a bundle of the table code', async () => {
    const bundle = (alias: Record<string, string>) =>
      bundleEntry(`import { Entity } from 'electrodb'; export const E = Entity;`, alias, { minify: false });
    const { jsonschema: _standIn, ...withoutStandIn } = BUNDLE_ALIASES;
    expect(await bundle(withoutStandIn)).toContain('node_modules/jsonschema/');
    const withStandIn = await bundle({ ...BUNDLE_ALIASES });
    expect(withStandIn).not.toContain('node_modules/jsonschema/');
    expect(withStandIn).toContain('electrodb-model-validator.cjs');
  }, 60_000);
});
