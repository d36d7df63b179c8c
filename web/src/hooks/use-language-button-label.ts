import { useTranslation } from 'react-i18next';

import type { Language } from '../i18n/languages';

/**
 * The accessible name of a language button whose visible text is the short "En" / "Ελ": that text
 * first, then what the button is for ("En (Language: English)"), so someone who speaks the visible
 * text to a voice-control tool finds the button (WCAG 2.5.3 Label in Name; axe's
 * label-content-name-mismatch).
 */
export function useLanguageButtonLabel(language: Language): string {
  const { t } = useTranslation('common');
  return `${t(`languages.${language}`)} (${t('languages.label')}: ${t(`languages.${language}Name`)})`;
}
