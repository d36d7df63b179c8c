import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { englishFieldErrorsOf, fieldErrorsOf } from './forms/field-errors';

describe("zod's fallback messages are keys of ours (zod-locale.ts, issue 33 item 2)", () => {
  it("should give an issue without a message of its own a key, in English and in Greek, never zod's English", () => {
    const schema = z.object({
      id: z.string().check(z.maxLength(2)),
      name: z.string().check(z.minLength(3)),
      count: z.number().check(z.maximum(5)),
      list: z.array(z.string()).check(z.minLength(2)),
      kind: z.enum(['A', 'B']),
      missing: z.string(),
      email: z.email(),
    });
    const bad = { id: 'abc', name: 'ab', count: 6, list: [], kind: 'C', email: 'x' };
    const result = schema.safeParse(bad);
    expect(englishFieldErrorsOf(result.error!)).toEqual({
      id: 'Must be at most 2 characters.',
      name: 'Must be at least 3 characters.',
      count: 'Must be at most 5.',
      list: 'Must have at least 2 items.',
      kind: 'Select a valid option.',
      missing: 'Value is required',
      email: 'Must be valid e-mail address.',
    });
    for (const text of Object.values(fieldErrorsOf(result.error!, 'el')))
      expect(text).toMatch(/[\u0370-\u03ff]/u);
  });

  it('should name unknown fields of a strict object', () => {
    const result = z.strictObject({ a: z.string() }).safeParse({ a: 'x', b: 1 });
    expect(englishFieldErrorsOf(result.error!)).toEqual({ '': 'Unknown field: b.' });
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
    expect(code).toContain('validation.');
    expect(code).toContain('localeError');
  });
});
