/**
 * Greek to Latin transliteration after ELOT 743 (the Greek standard, also used by the UN), on text that
 * is already lowercase and decomposed (see fold.ts). It is written so that a transliterated prefix is a
 * prefix of the transliterated whole, except at the last letter of a prefix, where the letter that follows
 * decides (αυ → av/af, γ → g/n before γ κ ξ χ, a lone μ → m/b): `transliterationVariantsOfEnd` lists those.
 */

const LETTERS: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** After α, ε, η the letter υ reads f before these voiceless consonants (and at a word's end), else v. */
const VOICELESS = new Set(['θ', 'κ', 'ξ', 'π', 'σ', 'τ', 'φ', 'χ', 'ψ']);
const DIPHTHONG_BEFORE_U = new Set(['α', 'ε', 'η']);
/** γ before these reads as a nasal: γγ → ng, γξ → nx, γχ → nch (γκ stays gk in ELOT 743). */
const NASAL_GAMMA_BEFORE = new Set(['γ', 'ξ', 'χ']);
const DIAERESIS = '\u0308';
const COMBINING = /\p{M}/u;

interface Letter {
  base: string;
  diaeresis: boolean;
}

/** Splits decomposed text into letters with their marks folded away (the diaeresis is remembered). */
function lettersOf(decomposed: string): Letter[] {
  const letters: Letter[] = [];
  for (const char of decomposed) {
    const previous = letters[letters.length - 1];
    if (COMBINING.test(char)) {
      if (previous && char === DIAERESIS) previous.diaeresis = true;
      continue;
    }
    letters.push({ base: char, diaeresis: false });
  }
  return letters;
}

function isGreekLetter(char: string | undefined): boolean {
  return char !== undefined && char in LETTERS;
}

/** The Latin for the letters at `i`, and how many letters it consumed. */
type Reading = [latin: string, used: number];

const isPlainU = (letter: Letter | undefined) => letter?.base === 'υ' && !letter.diaeresis;

/** ου → ou. */
function ouAt(letters: Letter[], i: number): Reading | undefined {
  return letters[i]?.base === 'ο' && isPlainU(letters[i + 1]) ? ['ou', 2] : undefined;
}

/** αυ, ευ, ηυ → af, ef, if before a voiceless consonant or at a word's end; av, ev, iv otherwise. */
function diphthongAt(letters: Letter[], i: number): Reading | undefined {
  const char = (letters[i] as Letter).base;
  if (!DIPHTHONG_BEFORE_U.has(char) || !isPlainU(letters[i + 1])) return undefined;
  const after = letters[i + 2];
  const voiceless = after === undefined || !isGreekLetter(after.base) || VOICELESS.has(after.base);
  return [`${LETTERS[char]}${voiceless ? 'f' : 'v'}`, 2];
}

/** μπ → b at a word's start, mp inside a word. */
function mpAt(letters: Letter[], i: number): Reading | undefined {
  if (letters[i]?.base !== 'μ' || letters[i + 1]?.base !== 'π') return undefined;
  return [isGreekLetter(letters[i - 1]?.base) ? 'mp' : 'b', 2];
}

/** γ before γ, ξ, χ → n. */
function nasalGammaAt(letters: Letter[], i: number): Reading | undefined {
  const next = letters[i + 1];
  return letters[i]?.base === 'γ' && next && NASAL_GAMMA_BEFORE.has(next.base) ? ['n', 1] : undefined;
}

/** The readings of two letters together, tried before the letter alone. */
const PAIRS = [ouAt, diphthongAt, mpAt, nasalGammaAt] as const;

function transliterateAt(letters: Letter[], i: number): Reading {
  for (const pair of PAIRS) {
    const reading = pair(letters, i);
    if (reading) return reading;
  }
  const char = (letters[i] as Letter).base;
  return [LETTERS[char] ?? char, 1];
}

/** Greek letters in decomposed lowercase text become Latin; every other character stays as it is. */
export function transliterateGreek(decomposed: string): string {
  const letters = lettersOf(decomposed);
  let out = '';
  for (let i = 0; i < letters.length;) {
    const [latin, used] = transliterateAt(letters, i);
    out += latin;
    i += used;
  }
  return out;
}

/**
 * The Latin forms a typed prefix may stand for when its last Greek letter's reading depends on the letter
 * that would follow it. Returns the alternative endings to try besides the plain transliteration.
 */
export function transliterationVariantsOfEnd(decomposed: string): string[] {
  const letters = lettersOf(decomposed);
  const last = letters[letters.length - 1];
  const beforeLast = letters[letters.length - 2];
  if (!last) return [];
  const plain = transliterateGreek(decomposed);
  if (last.base === 'υ' && !last.diaeresis && beforeLast && DIPHTHONG_BEFORE_U.has(beforeLast.base)) {
    // "αυ" at the end reads "af"; the name may go on with a voiced letter ("αυρ" → "avr").
    return [`${plain.slice(0, -1)}v`];
  }
  if (last.base === 'γ') return [`${plain.slice(0, -1)}n`];
  if (last.base === 'μ' && !isGreekLetter(beforeLast?.base)) return [`${plain.slice(0, -1)}b`];
  return [];
}
