import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';

import { useLanguageButtonLabel } from '../hooks/use-language-button-label';
import { changeLanguage, currentLanguage, LANGUAGES } from '../i18n';

/** The En / Ελ dropdown for Cloudscape pages outside the shell (the sign-in page). */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const language = currentLanguage();
  const languageLabel = useLanguageButtonLabel(language);
  return (
    <ButtonDropdown
      variant="normal"
      ariaLabel={languageLabel}
      items={LANGUAGES.map((code) => ({
        id: code,
        text: t(`languages.${code}Name`),
        lang: code,
        itemType: 'checkbox' as const,
        checked: code === language,
      }))}
      onItemClick={({ detail }) => void changeLanguage(detail.id)}
    >
      {t(`languages.${language}`)}
    </ButtonDropdown>
  );
}
