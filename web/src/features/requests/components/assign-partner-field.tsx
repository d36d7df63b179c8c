import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PARTNER_NAME_SEARCH_MIN, PARTNER_SEARCH_LIMIT } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { formatRating } from '../shift-format';
import { useAssignablePartners } from '../use-shift-options';

const SEARCH_DELAY_MS = 300;

export interface ChosenPartner {
  id: string;
  name: string;
}

interface AssignPartnerFieldProps {
  label: string;
  value: ChosenPartner | null;
  onChange: (partner: ChosenPartner | null) => void;
  /** Only partners holding the shift's position are offered. */
  positionId?: string;
  errorText?: string;
  description?: string;
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
  errorText,
  description,
}: AssignPartnerFieldProps) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const [text, setText] = useState(value?.name ?? '');
  const [search, setSearch] = useState('');
  const results = useAssignablePartners(search, positionId);

  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const tooShort = text.trim().length < PARTNER_NAME_SEARCH_MIN;
  const options = (results.data ?? []).map((partner) => ({
    value: partner.id,
    label: `${partner.firstName} ${partner.lastName}`,
    description: t('assign.rating', {
      rating: formatRating(partner.ratingScore, partner.ratingCount, language),
    }),
  }));
  const full = (results.data?.length ?? 0) >= PARTNER_SEARCH_LIMIT;

  return (
    <FormField
      label={label}
      errorText={errorText}
      description={description}
      constraintText={
        full
          ? t('assign.refine', { limit: PARTNER_SEARCH_LIMIT })
          : t('assign.minChars', { min: PARTNER_NAME_SEARCH_MIN })
      }
    >
      <Autosuggest
        value={text}
        options={tooShort ? [] : options}
        placeholder={t('assign.placeholder')}
        ariaLabel={label}
        hideEnteredTextOption
        filteringType="manual"
        statusType={
          tooShort ? 'finished' : results.isError ? 'error' : results.isFetching ? 'loading' : 'finished'
        }
        loadingText={t('filters.searching')}
        errorText={t('filters.loadFailed')}
        empty={tooShort ? t('filters.typeThree', { min: PARTNER_NAME_SEARCH_MIN }) : t('assign.noPartners')}
        clearAriaLabel={t('ui.clear')}
        invalid={Boolean(errorText)}
        expandToViewport
        onChange={({ detail }) => {
          setText(detail.value);
          if (value && detail.value !== value.name) onChange(null);
        }}
        onSelect={({ detail }) => {
          const option = detail.selectedOption;
          if (!option?.value) return;
          onChange({ id: option.value, name: option.label ?? option.value });
        }}
      />
    </FormField>
  );
}
