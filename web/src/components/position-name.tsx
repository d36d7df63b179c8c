import { useTranslation } from 'react-i18next';

/** A position as the server sends it: its English name and, when it has one, its Greek name. */
export interface NamedPosition {
  id: string;
  name: string;
  nameEl?: string;
}

/** True when a Greek reader sees the English name (the position has no Greek name). */
function fallsBack(position: NamedPosition, language: string): boolean {
  return language === 'el' && !position.nameEl;
}

/** The position's name in the interface language: Greek readers see the Greek name, else the English. */
export function positionLabel(position: Pick<NamedPosition, 'name' | 'nameEl'>, language: string): string {
  return (language === 'el' && position.nameEl) || position.name;
}

/**
 * A select option for a position, named in the interface language; an English name shown on a Greek
 * page carries `lang="en"` so a screen reader pronounces it in English.
 */
export function positionOption(position: NamedPosition, language: string) {
  return {
    value: position.id,
    label: positionLabel(position, language),
    ...(fallsBack(position, language) ? { lang: 'en' } : {}),
  };
}

/** The position's name as text of the page, marked `lang="en"` when a Greek page falls back to English. */
export function PositionName({ position }: { position: NamedPosition }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const label = positionLabel(position, language);
  return fallsBack(position, language) ? <span lang="en">{label}</span> : <>{label}</>;
}
