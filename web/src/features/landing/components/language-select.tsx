import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { changeLanguage, currentLanguage, LANGUAGES } from '../../../i18n';

/** The id of the select: fixed, the landing page has one (and its prerendered markup must match). */
const id = 'lp-language';

/** Keys that step a closed select through its options (each fires a change without a confirm). */
const STEP_KEYS = new Set([
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageDown',
  'PageUp',
]);

/**
 * The En / Ελ dropdown of the public pages: a native select, light and accessible. A language picked
 * with the mouse applies at once; stepping with the arrow keys only moves the choice, which applies
 * on Enter or when focus leaves (WCAG 3.2.2: no change of context on a mere selection).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const stepping = useRef(false);
  const apply = (language: string | undefined) => {
    setDraft(undefined);
    if (language && language !== currentLanguage()) void changeLanguage(language);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (STEP_KEYS.has(event.key)) stepping.current = true;
    else if (event.key === 'Enter') apply(event.currentTarget.value);
  };
  return (
    <span className={className}>
      <label htmlFor={id} className="lp-visually-hidden">
        {t('languages.label')}
      </label>
      <select
        id={id}
        className="lp-select"
        value={draft ?? currentLanguage()}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          if (stepping.current) setDraft(event.target.value);
          else apply(event.target.value);
          stepping.current = false;
        }}
        onMouseDown={() => {
          stepping.current = false;
        }}
        onBlur={() => apply(draft)}
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
