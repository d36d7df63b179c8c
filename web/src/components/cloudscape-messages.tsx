import { I18nProvider } from '@cloudscape-design/components/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Cloudscape's own texts that no prop of ours sets (the Tabs' scroll arrows on a phone, a search field's clear button), in the
 * interface language from the `ui` namespace, for every component below.
 */
export function CloudscapeMessages({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language === 'el' ? 'el' : 'en';
  const messages = [
    {
      'cloudscape-design-components': {
        [locale]: {
          tabs: {
            'i18nStrings.scrollLeftAriaLabel': t('scrollLeft'),
            'i18nStrings.scrollRightAriaLabel': t('scrollRight'),
          },
          input: { clearAriaLabel: t('clear') },
        },
      },
    },
  ];
  return (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
}
