import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';

import { changeLanguage, currentLanguage, LANGUAGES } from '../i18n';

import { languageButtonLabel } from './language-button-label';

/** The En / Ελ dropdown for Cloudscape pages outside the shell (the sign-in page). */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const language = currentLanguage();
  return (
    <ButtonDropdown
      variant="normal"
      ariaLabel={languageButtonLabel(t, language)}
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
