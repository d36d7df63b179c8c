import { cleanFolded, decomposeLower } from './fold';
import { transliterateGreek, transliterationVariantsOfEnd } from './greek-to-latin';

/**
 * Name search keys. Every key is in Latin script: a Greek name is stored by its ELOT 743 transliteration
 * and a Greek query is transliterated the same way, so "μαρ", "ΜΑΡ", "Μάρ" and "mar" all find both
 * "Μαρία Παπαδοπούλου" and "Maria Smith". One script for keys halves the keys per person and needs no
 * Latin-to-Greek guess (which is ambiguous: "ch" → χ or τσ, "i" → ι, η, υ, ει or οι).
 */

/** The search form of any text: lowercase, accent-free, Greek letters transliterated to Latin. */
export function searchKey(text: string): string {
  return cleanFolded(transliterateGreek(decomposeLower(text)));
}

/** The two keys a person is found by: "first last" and "last first". */
export interface NameSearchKeys {
  firstLast: string;
  lastFirst: string;
}

export function nameSearchKeys(firstName: string, lastName: string): NameSearchKeys {
  const first = searchKey(firstName);
  const last = searchKey(lastName);
  return {
    firstLast: [first, last].filter(Boolean).join(' '),
    lastFirst: [last, first].filter(Boolean).join(' '),
  };
}

/**
 * The key prefixes a typed query stands for: its search key, plus at most one alternative when the last
 * typed Greek letter reads differently depending on the next one (see greek-to-latin.ts). A name matches
 * when one of its keys starts with one of these prefixes. Empty when the query has no letters or digits.
 */
export function nameSearchPrefixes(query: string): string[] {
  const decomposed = decomposeLower(query.trimEnd());
  const primary = cleanFolded(transliterateGreek(decomposed));
  if (!primary) return [];
  const variants = transliterationVariantsOfEnd(decomposed).map(cleanFolded);
  return [...new Set([primary, ...variants])].filter(Boolean);
}

/** True when a name's first-last or last-first key starts with one of the prefixes. */
export function matchesNamePrefixes(keys: NameSearchKeys, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => keys.firstLast.startsWith(prefix) || keys.lastFirst.startsWith(prefix));
}
