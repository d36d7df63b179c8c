'use strict';

/**
 * What ElectroDB's `require("jsonschema")` returns in a Lambda bundle (esbuild alias, see lambda-esbuild.ts
 * and docs/decisions/performance/partner-path-and-outbox-sender.md). ElectroDB uses the JSON-schema
 * validator for one thing: checking a model's shape when an entity is built, and telling a model from an
 * entity or service passed to a Service (it validates the object and calls it a model when it passes).
 * Our models are code, checked with the real validator by the tests (packages/db/src/service.test.ts builds
 * every entity unbundled), so a cold Lambda validated the same unchanging objects again: two schema
 * validations per entity built, two more per entity a Service joined, and the library's 28 KiB loaded.
 * This stand-in keeps the one answer ElectroDB's code depends on: an ElectroDB entity or service (which
 * carries `_instance`) is not a model; anything else passes as one.
 */
const NOT_A_MODEL = {
  property: 'instance',
  argument: undefined,
  message: 'is an ElectroDB entity or service, not a model',
};

class Validator {
  addSchema() {}

  validate(instance) {
    const isInstance = instance !== null && typeof instance === 'object' && '_instance' in instance;
    return { valid: !isInstance, errors: isInstance ? [NOT_A_MODEL] : [] };
  }
}

// ElectroDB adds its formats (isFunction, …) to the prototype's table when it loads.
Validator.prototype.customFormats = {};

module.exports = { Validator };
