import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { defaultProvider } from './env-credentials';
import { BUNDLE_ALIASES, LAMBDA_ESBUILD, lambdaEsbuildFlags } from './lambda-esbuild';

const ENTRY = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
export const handler = () => new DynamoDBClient({ region: 'eu-central-1' });
`;

async function bundle(alias: Record<string, string>): Promise<string> {
  const result = await build({
    ...LAMBDA_ESBUILD,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    alias,
    stdin: { contents: ENTRY, resolveDir: import.meta.dirname, loader: 'ts' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('the Lambda bundles', () => {
  it('should leave out the default credential chain and its nested STS/SSO clients', async () => {
    const withChain = await bundle({});
    const withEnvironment = await bundle({ ...BUNDLE_ALIASES });
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
