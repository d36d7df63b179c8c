import type { Page } from 'playwright-core';

import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PARTNERS } from '@careshift/local/seed/demo-people';
import * as seededNames from '@careshift/local/seed/scale/names';
import * as seededPlaces from '@careshift/local/seed/scale/places';

/**
 * Latin-script words a Greek page may show: the brand, loanwords Greek uses as they are (e-mail,
 * SMS, PDF), codes, and every word of the seeded people, organisations and addresses (names). The
 * seeded positions are not here: every one has a Greek name, which a Greek page must show.
 */
const LOANWORDS_AND_BRANDS = [
  ...['CareShift', 'e-mail', 'SMS', 'PDF', 'CSV', 'IBAN', 'BIC', 'SWIFT', 'ICS', 'KB', 'MB'], // KB, MB: units stay Latin in Greek too
  ...['Facebook', 'Instagram', 'LinkedIn', 'Google', 'Apple', 'Outlook', 'Play', 'App', 'Store', 'Calendar'],
  'Heed',
  // The axes of a chart («άξονας x»): symbols, not English.
  ...['x', 'y'],
];

/**
 * What the scale seed writes in people's own words (an organisation's description, an
 * administrator's note on a partner, banks, flats): content, not interface; removed before the check.
 */
const SEEDED_FREE_TEXT = [
  /\d+ beds, (24-hour nursing care|rehabilitation after surgery|dementia care|palliative care|maternity and newborn care)\./g,
  /Prefers night shifts\.|Speaks Russian and English\.|Available on weekends only\.|Experienced in dementia care\./g,
  /Bank of Cyprus|Hellenic Bank|Eurobank Cyprus|Alpha Bank Cyprus|Flat \d+/g,
];

export function wordsOf(value: unknown): string[] {
  // Ids and codes (REGISTERED_NURSE) are not names: a Greek page must not show them.
  if (typeof value === 'string' && /^[A-Z0-9_]+$/.test(value)) return [];
  if (typeof value === 'string') return value.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(wordsOf);
  return [];
}

export const SEEDED_NAMES: ReadonlySet<string> = new Set(
  [
    ...LOANWORDS_AND_BRANDS,
    ...wordsOf([DEMO_ADMIN, DEMO_CLIENTS, DEMO_PARTNERS, seededNames, seededPlaces]),
  ].map((word) => word.toLowerCase()),
);

/**
 * The English (Latin-script) words of a visible text that are not names, brands or codes: tokens
 * with digits, "@" or a domain (e-mails, links, IBANs, references) are skipped, as is `allowed`.
 */
export function englishWords(text: string, allowed: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const content = SEEDED_FREE_TEXT.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
  for (const token of content.split(/\s+/)) {
    if (/[0-9@]|[a-z]\.[a-z]{2,}|:\/\//i.test(token)) continue;
    for (const word of token.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
      if (!allowed.has(word.toLowerCase()) && !allowed.has(word.toLowerCase().replace(/['’]s$/, '')))
        found.add(word);
    }
  }
  return [...found];
}

/**
 * The English words a Greek reader sees on the page: `document.body.innerText`, less the names and
 * brands and less what the page itself marks as English (`lang="en"`: a position without a Greek
 * name, the language menu's "English").
 */
export async function visibleEnglish(
  page: Page,
  typedByTheRun: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const { text, markedEnglish } = await page.evaluate(() => ({
    text: document.body.innerText,
    markedEnglish: Array.from(
      document.querySelectorAll<HTMLElement>('[lang="en"]'),
      (node) => node.innerText,
    ),
  }));
  const allowed = new Set([
    ...SEEDED_NAMES,
    ...typedByTheRun,
    ...markedEnglish.flatMap(wordsOf).map((w) => w.toLowerCase()),
  ]);
  const words = englishWords(text, allowed);
  // Where each word stands, for the person reading a failure.
  for (const word of words)
    console.log(
      `[greek] ${page.url()}: "${word}" in "${text.split('\n').find((line) => line.includes(word))}"`,
    );
  return words;
}
