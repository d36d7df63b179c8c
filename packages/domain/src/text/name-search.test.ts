import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { foldForSearch } from './fold';
import { transliterateGreek } from './greek-to-latin';
import { matchesNamePrefixes, nameSearchKeys, nameSearchPrefixes, searchKey } from './name-search';

function finds(query: string, firstName: string, lastName: string): boolean {
  return matchesNamePrefixes(nameSearchKeys(firstName, lastName), nameSearchPrefixes(query));
}

describe('foldForSearch', () => {
  it('should drop case, accents and punctuation but keep the script', () => {
    expect(foldForSearch('  Μαρία-Ελένη  ΠΑΠΑΔΟΠΟΎΛΟΥ ')).toBe('μαρια ελενη παπαδοπουλου');
    expect(foldForSearch('José O’Brien')).toBe('jose obrien');
    expect(foldForSearch('Strauß Ødegaard')).toBe('strauss odegaard');
  });

  it('should turn the final sigma into σ so that a prefix typed mid-word matches', () => {
    expect(foldForSearch('Νίκος')).toBe('νικοσ');
    expect(foldForSearch('ΟΔΥΣΣΕΑΣ')).toBe('οδυσσεασ');
  });
});

describe('transliterateGreek', () => {
  it.each([
    ['Γεώργιος Χριστοδούλου', 'georgios christodoulou'],
    ['Ιωάννου Κωνσταντίνου', 'ioannou konstantinou'],
    ['Παναγιώτης Ευθυμίου', 'panagiotis efthymiou'],
    ['Σταύρος Ευαγγελίδης', 'stavros evangelidis'],
    ['Μπάμπης Λαμπράκης', 'bampis lamprakis'],
    ['Ταΰγετος Άγγελος Σφίγγα Ελέγχω', 'taygetos angelos sfinga elencho'],
    ['Ψυχής Θεοδώρου Ξένια', 'psychis theodorou xenia'],
  ])('should write %s as %s (ELOT 743)', (greek, latin) => {
    expect(searchKey(greek)).toBe(latin);
  });

  it('should leave Latin and other scripts untouched', () => {
    expect(transliterateGreek('maria иван 42')).toBe('maria иван 42');
  });
});

describe('nameSearchKeys', () => {
  it('should give a first-last and a last-first key in Latin script', () => {
    expect(nameSearchKeys('Μαρία', 'Παπαδοπούλου')).toEqual({
      firstLast: 'maria papadopoulou',
      lastFirst: 'papadopoulou maria',
    });
    expect(nameSearchKeys('Anna-Maria', 'Smith')).toEqual({
      firstLast: 'anna maria smith',
      lastFirst: 'smith anna maria',
    });
  });
});

describe('nameSearchPrefixes', () => {
  it('should find Greek and Latin names from Greek, upper-case Greek and Latin queries alike', () => {
    for (const query of ['μαρ', 'ΜΑΡ', 'Μάρ', 'mar', 'MAR', 'Már']) {
      expect(finds(query, 'Μαρία', 'Παπαδοπούλου')).toBe(true);
      expect(finds(query, 'Maria', 'Smith')).toBe(true);
      expect(finds(query, 'Ελένη', 'Μαρκίδου')).toBe(true);
      expect(finds(query, 'Γιώργος', 'Ιωάννου')).toBe(false);
    }
  });

  it('should find a person by last name or by the full name in either order', () => {
    expect(finds('papad', 'Μαρία', 'Παπαδοπούλου')).toBe(true);
    expect(finds('μαρια παπ', 'Maria', 'Papadopoulou')).toBe(true);
    expect(finds('papadopoulou m', 'Μαρία', 'Παπαδοπούλου')).toBe(true);
    expect(finds('maria s', 'Maria', 'Papadopoulou')).toBe(false);
  });

  it('should offer the other reading when the last typed letter depends on the next one', () => {
    expect(nameSearchPrefixes('Σταυ')).toEqual(['staf', 'stav']);
    expect(nameSearchPrefixes('Ευαγ')).toEqual(['evag', 'evan']);
    expect(nameSearchPrefixes('Ανδρέας Μ')).toEqual(['andreas m', 'andreas b']);
    expect(finds('Σταυ', 'Σταύρος', 'Κυριάκου')).toBe(true);
    expect(finds('Ευαγ', 'Ευαγγελία', 'Νικολάου')).toBe(true);
  });

  it('should return nothing for a query without letters or digits', () => {
    expect(nameSearchPrefixes('  -- ')).toEqual([]);
  });

  const greekName = fc
    .array(fc.constantFrom(...'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋΐΰς'.split('')), {
      minLength: 1,
      maxLength: 9,
    })
    .map((letters) => letters.join(''));

  it('should find every Greek name from every prefix of it, typed in any case', () => {
    fc.assert(
      fc.property(greekName, greekName, fc.nat(), fc.boolean(), (first, last, cut, upper) => {
        const full = `${first} ${last}`;
        const typed = full.slice(0, 1 + (cut % full.length));
        const query = upper ? typed.toUpperCase() : typed;
        const prefixes = nameSearchPrefixes(query);
        return prefixes.length === 0 || matchesNamePrefixes(nameSearchKeys(first, last), prefixes);
      }),
      { numRuns: 2000 },
    );
  });

  it('should find every Latin name from every prefix of it, with or without accents', () => {
    const latinName = fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,10}$/);
    fc.assert(
      fc.property(latinName, latinName, fc.nat(), (first, last, cut) => {
        const full = `${first} ${last}`;
        const query = full.slice(0, 1 + (cut % full.length));
        const prefixes = nameSearchPrefixes(query);
        return prefixes.length === 0 || matchesNamePrefixes(nameSearchKeys(first, last), prefixes);
      }),
    );
  });
});
