import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';

import { PARTNER_NAME_SEARCH_MIN, PARTNER_SEARCH_LIMIT } from '@careshift/contract';

import { formatRating } from '../app/shift-format';
import { useAssignablePartners, useChosenPartnerText } from '../hooks/use-partner-search';
import type { ChosenPartner } from '../hooks/use-partner-search';
import { currentLanguage } from '../i18n';

import { PartnerAutosuggest, usePartnerSearchText } from './partner-autosuggest';

interface AssignPartnerFieldProps {
  label: string;
  value: ChosenPartner | null;
  onChange: (partner: ChosenPartner | null) => void;
  /** Only partners holding the shift's position are offered. */
  positionId?: string;
  /** The shift being assigned: partners its organisation blocked are not offered (issue 35). */
  shiftId?: string;
  errorText?: string;
}

/**
 * The administrator's partner search for assigning a shift (spec section 5): at least 3 characters,
 * at most 50 VERIFIED partners of the position, each with their rating.
 */
export function AssignPartnerField({
  label,
  value,
  onChange,
  positionId,
  shiftId,
  errorText,
}: AssignPartnerFieldProps) {
  const { t } = useTranslation('shifts');
  const language = currentLanguage();
  const { text, onTextChange } = useChosenPartnerText(value, onChange);
  const results = useAssignablePartners(usePartnerSearchText(text), positionId, shiftId);
  const full = (results.data?.length ?? 0) >= PARTNER_SEARCH_LIMIT;

  return (
    <FormField
      label={label}
      errorText={errorText}
      constraintText={
        full
          ? t('assign.refine', { limit: PARTNER_SEARCH_LIMIT })
          : t('assign.minChars', { min: PARTNER_NAME_SEARCH_MIN })
      }
    >
      <PartnerAutosuggest
        text={text}
        results={results}
        describe={(partner) =>
          t('assign.rating', { rating: formatRating(partner.ratingScore, partner.ratingCount, language) })
        }
        placeholder={t('assign.placeholder')}
        ariaLabel={label}
        noMatchText={t('assign.noPartners')}
        invalid={Boolean(errorText)}
        onTextChange={onTextChange}
        onPick={onChange}
      />
    </FormField>
  );
}
