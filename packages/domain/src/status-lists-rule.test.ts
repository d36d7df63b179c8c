import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

import { STATUS_NAMES } from './status-names';

/**
 * The lint rule that keeps status lists in the domain (eslint.config.js, `domain/status-lists-in-domain`),
 * run through ESLint's Node API with the repository's own configuration on planted code.
 */
const RULE = 'domain/status-lists-in-domain';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}eslint.config.js` });
});

/** The lines the rule refuses in `code`, linted as if it were the file at `path` (from the repo root). */
async function refusedLines(code: string, path: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  const fatal = result?.messages.filter((message) => message.fatal) ?? [];
  expect(fatal).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.line);
}

const PLANTED = [
  "export const held = ['CLAIMED', 'FINISHED'];",
  "export const paid = (status: string) => ['PAID', 'PENDING_REFUND'].includes(status);",
  "export const open = (status: string) => status === 'NEW' || status === 'ANSWERED';",
  "export const shut = (status: string) => status !== 'ACTIVE' && status !== 'DISABLED';",
  '',
].join('\n');

describe('status lists outside the domain (lint rule)', () => {
  it('should refuse a planted status array and status comparisons in the lambdas, the contract and the web', async () => {
    for (const path of [
      'lambdas/src/planted.ts',
      'packages/contract/src/planted.ts',
      'web/src/planted.tsx',
    ]) {
      expect(await refusedLines(PLANTED, path)).toEqual([1, 2, 3, 4]);
    }
  }, 60_000);

  it('should let the domain define them, and tests pin them as expected values', async () => {
    expect(await refusedLines(PLANTED, 'packages/domain/src/planted.ts')).toEqual([]);
    expect(await refusedLines(PLANTED, 'lambdas/src/planted.test.ts')).toEqual([]);
  }, 60_000);

  it('should refuse only lists made wholly of status names', async () => {
    const code = [
      "export const methods = ['CARD', 'CASH'];",
      "export const one = ['CLAIMED'];",
      "export const mixed = (x: string) => ['CLAIMED', x];",
      "export const moved = (a: string, b: string) => a === 'CLAIMED' && b !== 'CLAIMED';",
      '',
    ].join('\n');
    expect(await refusedLines(code, 'lambdas/src/planted.ts')).toEqual([]);
  }, 60_000);

  it("should take every one of the domain's status names", async () => {
    const code = STATUS_NAMES.map((name) => `export const list${name} = ['${name}', '${name}'];`).join('\n');
    const lines = await refusedLines(`${code}\n`, 'lambdas/src/planted.ts');
    expect(lines).toEqual(STATUS_NAMES.map((_, index) => index + 1));
  }, 60_000);
});
