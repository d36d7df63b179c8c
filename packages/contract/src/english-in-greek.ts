/**
 * Finds English in a Greek text (issue 33): the Greek output of the web, the API's messages, the
 * SMS, the e-mails and the PDF may name a brand or a technical token in Latin letters, never a
 * phrase. A text fails when, once placeholders, links, e-mail addresses and the allowed tokens are
 * taken out, it still holds two Latin words in a row, or Latin words and no Greek at all.
 */

/** Names and technical tokens a Greek text may write in Latin letters, as they are written. */
export const LATIN_TOKENS_IN_GREEK: readonly string[] = [
  'CareShift',
  'IBAN',
  'BIC',
  'SWIFT',
  'PDF',
  'CSV',
  'SMS',
  'Stripe',
  'Heed',
  'e-mail',
  'E-mail',
  'email',
  'App Store',
  'Google Play',
  'Google Calendar',
  'Apple Calendar',
  'Outlook',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'JCC',
  'JPG',
  'PNG',
  'MB',
  'Authorization',
  'Bearer',
  'Google',
  'Microsoft',
  'Authenticator',
  'Apple',
  'QR',
  'TOTP',
  'ID',
  'API',
  'OK',
  'Visa',
  'Mastercard',
  'SEPA',
  'Wi-Fi',
  'CY',
  'TIN',
  'VAT',
];

const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/u;
const LATIN_WORD = /(?<![\p{L}\d])[A-Za-z][A-Za-z'’-]*(?![\p{L}\d])/gu;
const REMOVED = [
  /\{\{[^}]*\}\}/g, // i18next placeholders
  /\{[^}\s]*\}/g, // ICU-style and Cognito's {####}
  /<[^>]*>/g, // markup in Trans texts
  /https?:\/\/\S+/g,
  /(?<!\S)\/[\w/{}.?=&-]+/g, // app paths such as /find-a-shift
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\b(?:[a-z]{2,5}, ){3,}[a-z]{2,5}\b/g, // a list of file formats: jpg, png, pdf
  /\b[\w-]+\.(pdf|csv|png|jpe?g|com|cy|eu)\b/gi, // file and domain names
];

function escape(token: string): string {
  return token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ALLOWED = new RegExp(
  `(?<![\\p{L}\\d])(${[...LATIN_TOKENS_IN_GREEK]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\d])`,
  'gu',
);

/** The Latin words left in a text once the allowed parts are taken out, in runs (adjacent words). */
function latinRuns(text: string): string[][] {
  const stripped = [...REMOVED, ALLOWED].reduce((rest, pattern) => rest.replace(pattern, ' ¦ '), text);
  const runs: string[][] = [];
  let run: string[] = [];
  let last = -1;
  for (const match of stripped.matchAll(LATIN_WORD)) {
    const between = stripped.slice(last, match.index);
    if (last >= 0 && /^[\s,]*$/.test(between)) run.push(match[0]);
    else {
      if (run.length > 0) runs.push(run);
      run = [match[0]];
    }
    last = match.index + match[0].length;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Why a Greek text reads as English, or undefined when it does not. */
export function englishInGreek(text: string): string | undefined {
  const runs = latinRuns(text);
  const phrase = runs.find((run) => run.length >= 2);
  if (phrase) return `English phrase «${phrase.join(' ')}»`;
  if (runs.length > 0 && !GREEK_LETTER.test(text)) return `English text «${runs.flat().join(' ')}»`;
  return undefined;
}

/** Every string of a nested value (a locale file, a message table), each with its path. */
export function stringsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

/** "path: reason in "text"" for every string of `sources` that reads as English. */
export function englishFindings(sources: Record<string, unknown>): string[] {
  return Object.entries(sources).flatMap(([name, value]) =>
    stringsOf(value).flatMap(({ path, text }) => {
      const reason = englishInGreek(text);
      return reason ? [`${name}${path ? `.${path}` : ''}: ${reason} in "${text}"`] : [];
    }),
  );
}
