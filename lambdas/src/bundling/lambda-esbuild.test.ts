import { createRequire } from 'node:module';

import * as documentLib from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createDocumentClient, DOCUMENT_LIB_KEY } from '@careshift/db';

import { bundleEntry as bundle } from '../testing/bundle-entry';

import { defaultProvider } from './env-credentials';
import { BUNDLE_ALIASES, lambdaEsbuildFlags } from './lambda-esbuild';

const ENTRY = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
export const handler = () => new DynamoDBClient({ region: 'eu-central-1' });
`;

describe('the Lambda bundles', () => {
  it('should leave out the default credential chain and its nested STS/SSO clients', async () => {
    const withChain = await bundle(ENTRY, {});
    const withEnvironment = await bundle(ENTRY, { ...BUNDLE_ALIASES });
    expect(withChain).toContain('sso-oidc');
    expect(withEnvironment).not.toContain('sso-oidc');
    expect(withEnvironment).not.toContain('AssumeRoleWithWebIdentity');
    expect(withEnvironment.length).toBeLessThan(withChain.length);
  }, 30_000);

  it('should pass the same settings and aliases on the command line', () => {
    const flags = lambdaEsbuildFlags();
    expect(flags).toEqual(
      expect.arrayContaining(['--bundle', '--minify', '--format=esm', '--target=node22']),
    );
    for (const [name, path] of Object.entries(BUNDLE_ALIASES))
      expect(flags).toContain(`--alias:${name}="${path}"`);
  });
});

/** ElectroDB's table code and the DynamoDB client, as every area that reads the table bundles them. */
const TABLE_ENTRY = `
import { createDocumentClient, createService } from '@careshift/db';
export const handler = () => createService(createDocumentClient({ tableName: 't' }), 't');
`;

/** The table entry unminified (module names stay readable), split as the Lambdas are. */
const unminifiedTableBundle = (alias: Record<string, string>) =>
  bundle(TABLE_ENTRY, alias, { minify: false, splitting: true, outdir: '/virtual-out' });

/** A module esbuild wrapped in a lazy initialiser (`__esm`), which is parsed twice on a cold start. */
const WRAPPED_CLIENT_MODULE = /__esm\(\{\s*"node_modules\/@aws-sdk\/client-dynamodb\//;

describe("ElectroDB's document library in a bundle (electrodb-document-lib.cjs)", () => {
  it("should leave the DynamoDB client unwrapped, where ElectroDB's require of it wrapped it all", async () => {
    const { '@aws-sdk/lib-dynamodb': _standIn, ...withoutStandIn } = BUNDLE_ALIASES;
    expect(await unminifiedTableBundle(withoutStandIn)).toMatch(WRAPPED_CLIENT_MODULE);
    expect(await unminifiedTableBundle({ ...BUNDLE_ALIASES })).not.toMatch(WRAPPED_CLIENT_MODULE);
  }, 60_000);

  it('should hand ElectroDB the library @careshift/db imported, once it made the table client', () => {
    const standIn = createRequire(import.meta.url)(
      BUNDLE_ALIASES['@aws-sdk/lib-dynamodb']!,
    ) as typeof documentLib;
    const registry = globalThis as Record<symbol, unknown>;
    const registered = registry[DOCUMENT_LIB_KEY];
    try {
      delete registry[DOCUMENT_LIB_KEY];
      expect(() => standIn.GetCommand).toThrow(/ElectroDB ran before @careshift\/db made the table client/);
      createDocumentClient({ tableName: 't' });
      expect(standIn.GetCommand).toBe(documentLib.GetCommand);
      expect(standIn.TransactWriteCommand).toBe(documentLib.TransactWriteCommand);
    } finally {
      registry[DOCUMENT_LIB_KEY] = registered;
    }
  });
});

describe('the credentials of every SDK client in a bundle', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    process.env.AWS_SESSION_TOKEN = 'session';
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('should be the role credentials Lambda puts in the environment', async () => {
    await expect(defaultProvider()()).resolves.toMatchObject({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'session',
    });
  });

  it('should fail plainly when the environment has none', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    await expect(defaultProvider()()).rejects.toThrow(/environment variable credentials/);
  });
});
