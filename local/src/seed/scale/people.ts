import { searchKey } from '@careshift/domain';

import {
  ENGLISH_FIRST,
  ENGLISH_LAST,
  GREEK_FEMALE_FIRST,
  GREEK_LAST,
  GREEK_MALE_FIRST,
  LATIN_GREEK_FIRST,
  LATIN_GREEK_LAST,
} from './names';
import type { Random } from './random';

export interface PersonName {
  firstName: string;
  lastName: string;
  lang: 'en' | 'el';
}

/** A name: mostly Greek in Greek script, some Greek in Latin script, some English. */
export function personName(random: Random): PersonName {
  const kind = random.weighted([
    ['greek', 60],
    ['latin-greek', 25],
    ['english', 15],
  ] as const);
  if (kind === 'greek') {
    const first = random.pick(random.chance(0.7) ? GREEK_FEMALE_FIRST : GREEK_MALE_FIRST);
    return { firstName: first, lastName: random.pick(GREEK_LAST), lang: 'el' };
  }
  if (kind === 'latin-greek')
    return {
      firstName: random.pick(LATIN_GREEK_FIRST),
      lastName: random.pick(LATIN_GREEK_LAST),
      lang: random.chance(0.6) ? 'el' : 'en',
    };
  return { firstName: random.pick(ENGLISH_FIRST), lastName: random.pick(ENGLISH_LAST), lang: 'en' };
}

/** Latin letters for an e-mail address: the same ELOT 743 transliteration the name search uses. */
function emailPart(text: string): string {
  return searchKey(text).replace(/[^a-z0-9]/g, '');
}

/** A unique e-mail address for a person ("maria.georgiou.42@example.com"). */
export function emailOf(name: PersonName, n: number, domain = 'example.com'): string {
  return `${emailPart(name.firstName)}.${emailPart(name.lastName)}.${n}@${domain}`;
}

/** A Cyprus mobile number (+357 9x xxxxxx), unique per `n`. */
export function mobileOf(n: number): string {
  const prefix = ['94', '95', '96', '97', '99'][n % 5] as string;
  return `+357${prefix}${String(100000 + ((n * 7919) % 900000)).padStart(6, '0')}`;
}
