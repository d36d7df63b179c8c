import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { englishFieldErrorsOf } from './forms/field-errors';

const TOO_LONG = 'Too big: expected string to have <=2 characters';

describe("zod's English fallback messages (zod-locale.ts)", () => {
  it('should give an issue without a message of its own the English text, not "Invalid input"', () => {
    const result = z.object({ id: z.string().check(z.maxLength(2)) }).safeParse({ id: 'abc' });
    expect(englishFieldErrorsOf(result.error!)).toEqual({ id: TOO_LONG });
  });

  it('should stay in a tree-shaken bundle that only maps field errors (package.json sideEffects)', async () => {
    const entry = fileURLToPath(new URL('./forms/field-errors.ts', import.meta.url));
    const result = await build({
      stdin: {
        contents: `import { englishFieldErrorsOf } from ${JSON.stringify(entry)}; export default englishFieldErrorsOf;`,
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      minify: true,
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain('Too big: expected');
  });
});
