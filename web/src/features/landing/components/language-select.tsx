import { useTranslation } from 'react-i18next';

import { changeLanguage, currentLanguage, LANGUAGES } from '../../../i18n';

/** The id of the select: fixed, the landing page has one (and its prerendered markup must match). */
const id = 'lp-language';

/** The En / Ελ dropdown of the public pages: a native select, light and accessible. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span className={className}>
      <label htmlFor={id} className="lp-visually-hidden">
        {t('languages.label')}
      </label>
      <select
        id={id}
        className="lp-select"
        value={currentLanguage()}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
