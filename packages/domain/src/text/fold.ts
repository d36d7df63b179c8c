/**
 * Folding of free text for search: lowercase, accent-free, one space between words. Case and accents
 * are the two things people never type consistently, in Greek or in Latin script.
 */

/** Latin letters that Unicode does not decompose into a base letter plus a mark. */
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’`ʼ]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const LATIN_SPECIAL_PATTERN = new RegExp(`[${Object.keys(LATIN_SPECIALS).join('')}]`, 'g');

/**
 * Decomposes and lowercases text, keeping combining marks (the Greek transliteration needs the
 * diaeresis to tell "αϋ" from "αυ"); the final sigma becomes σ so that a prefix typed mid-word matches.
 */
export function decomposeLower(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(/ς/g, 'σ');
}

/** Removes accents and punctuation: "Παπαδοπούλου-Σμιθ" → "παπαδοπουλου σμιθ", "O’Brien" → "obrien". */
export function cleanFolded(decomposed: string): string {
  return decomposed
    .replace(COMBINING_MARKS, '')
    .replace(LATIN_SPECIAL_PATTERN, (letter) => LATIN_SPECIALS[letter] ?? letter)
    .replace(APOSTROPHES, '')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}

/** Lowercase, accent-free, punctuation-free text with single spaces, in its own script. */
export function foldForSearch(text: string): string {
  return cleanFolded(decomposeLower(text));
}
