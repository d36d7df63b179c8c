import type { Language } from '@careshift/domain/languages';

/**
 * What Stripe Checkout shows the partner, in the partner's language: the page's own texts through
 * Checkout's `locale` (Stripe translates its hosted page; "el" is one of its locales), and the line's
 * product name, which Stripe shows as given.
 */
export const CHECKOUT_LOCALE: Readonly<Record<Language, 'en' | 'el'>> = { en: 'en', el: 'el' };

export function checkoutProductName(lang: Language, invoiceRef: number): string {
  return lang === 'el' ? `Τιμολόγιο CareShift #${invoiceRef}` : `CareShift invoice #${invoiceRef}`;
}
