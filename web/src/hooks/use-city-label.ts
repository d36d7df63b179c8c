import { useTranslation } from 'react-i18next';

/**
 * The label of a city code (LIMASSOL → "Limassol" / «Λεμεσός») in the interface language, from the
 * shared `ui` namespace; an unknown code is shown as it is.
 */
export function useCityLabel(): (city: string | undefined) => string {
  const { t } = useTranslation('ui');
  return (city) => (city ? t(`cities.${city}`, { defaultValue: city }) : '');
}
