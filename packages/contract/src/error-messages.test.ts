import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { apiErrorMessages, greekErrorMessage } from './error-messages';
import { ERROR_CODES } from './errors';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('node_modules') && !/packages\/[^/]+\/(test|dist)\//.test(path));
}

/** The codes passed as the last argument of a `new …Error(…)` or `super(…)`, or as a default `code = '…'`. */
function thrownCodes(): Set<string> {
  const codes = new Set<string>();
  const files = ['lambdas/src', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`)];
  for (const path of files.flatMap(sources)) {
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(/(?:new \w*Error|super)\([^;]*?,\s*'([A-Z][A-Z0-9_]{3,})'\s*,?\s*\)/g))
      codes.add(match[1] ?? '');
    for (const match of text.matchAll(/\bcode = '([A-Z][A-Z0-9_]{3,})'/g)) codes.add(match[1] ?? '');
  }
  return codes;
}

describe('API error messages', () => {
  it('should have an English and a Greek text for every code the API throws', () => {
    const codes = [...thrownCodes(), ...Object.values(ERROR_CODES)];
    expect(codes.length).toBeGreaterThan(15);
    const missing = codes.filter((code) => !apiErrorMessages.en[code as keyof typeof apiErrorMessages.en]);
    expect(missing).toEqual([]);
    for (const code of Object.keys(apiErrorMessages.en) as (keyof typeof apiErrorMessages.en)[])
      expect(apiErrorMessages.el[code], code).toMatch(/[\u0370-\u03FF]/u);
  });

  it('should keep a Greek server message and translate an English one by its code', () => {
    expect(
      greekErrorMessage('CONTACT_THROTTLED', 'Στείλατε πολλά μηνύματα. Δοκιμάστε ξανά σε 5 λεπτά.'),
    ).toContain('5 λεπτά');
    expect(greekErrorMessage('EMAIL_IN_USE', 'This e-mail is already in use.')).toBe(
      'Αυτό το e-mail χρησιμοποιείται ήδη.',
    );
    expect(greekErrorMessage('SOMETHING_NEW', 'Whatever.')).toBeNull();
  });
});
