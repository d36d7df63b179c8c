import { describe, expect, it } from 'vitest';

import { LANGUAGES } from './languages';
import { resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [child, text] of flatten(value, path)) entries.set(child, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '').sort();
}

const english = resources.en as unknown as Record<string, Tree>;
const greek = resources.el as unknown as Record<string, Tree>;

describe('i18n completeness', () => {
  it('should have the same namespaces in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual(Object.keys(english).sort());
    }
  });

  describe.each(Object.keys(english))('namespace %s', (namespace) => {
    const en = flatten(english[namespace] ?? {});
    const el = flatten(greek[namespace] ?? {});

    it('should have every English key in Greek', () => {
      expect([...en.keys()].filter((key) => !el.has(key))).toEqual([]);
    });

    it('should have no Greek key that English lacks', () => {
      expect([...el.keys()].filter((key) => !en.has(key))).toEqual([]);
    });

    it('should have no empty text in either language', () => {
      const empty = [...en, ...el].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('should use the same {{placeholders}} in both languages', () => {
      const mismatched = [...en].filter(([key, text]) => {
        const other = el.get(key);
        return other !== undefined && placeholders(text).join() !== placeholders(other).join();
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });

  it('should detect a missing key (the check itself can fail)', () => {
    const en = flatten({ a: 'x', b: { c: 'y' } });
    const el = flatten({ a: 'χ' });
    expect([...en.keys()].filter((key) => !el.has(key))).toEqual(['b.c']);
  });
});
