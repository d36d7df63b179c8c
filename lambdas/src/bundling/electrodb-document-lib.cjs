'use strict';

/**
 * What ElectroDB's `require("@aws-sdk/lib-dynamodb")` returns in a Lambda bundle (esbuild alias, see
 * lambda-esbuild.ts and docs/decisions/performance/partner-path-and-outbox-sender.md). A `require` of an
 * ES module makes esbuild wrap that module and everything it imports in lazy initialisers, and through
 * ElectroDB's `require` that was the whole DynamoDB client: each wrapped module's code was parsed twice
 * (skimmed when the bundle loads, compiled in full at its first call), about 20 ms of every cold start.
 * This file imports nothing, so nothing is wrapped: it hands ElectroDB the library that @careshift/db
 * imported as an ES module (`#document-lib`) and registered when it made the table's client
 * (packages/db/src/client.ts), read at each use.
 */
const key = Symbol.for('careshift.db.document-lib');

module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      const library = globalThis[key];
      if (!library)
        throw new Error(
          'ElectroDB ran before @careshift/db made the table client (createDocumentClient registers the DynamoDB document library).',
        );
      return library[name];
    },
  },
);
