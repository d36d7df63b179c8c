import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PARTNER_NAME_SEARCH_MIN } from '@careshift/contract';

import type { ShiftFilters } from '../shift-filters';
import { usePartnerNameSearch } from '../use-shift-options';

const SEARCH_DELAY_MS = 300;

/** The administrator's partner filter: type at least 3 letters of a name, pick the partner. */
export function PartnerFilter({
  filters,
  onChange,
}: {
  filters: ShiftFilters;
  onChange: (filters: ShiftFilters) => void;
}) {
  const { t } = useTranslation('requests');
  const [text, setText] = useState(filters.partnerName ?? '');
  const [search, setSearch] = useState('');
  const results = usePartnerNameSearch(search);

  useEffect(
    () => setText(filters.partnerName ?? (filters.partnerId ? filters.partnerId : '')),
    [filters.partnerId, filters.partnerName],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const tooShort = text.trim().length < PARTNER_NAME_SEARCH_MIN;
  const options = (results.data ?? []).map((partner) => ({
    value: partner.id,
    label: `${partner.firstName} ${partner.lastName}`,
    description: t(`partnerStatus.${partner.status}`),
  }));

  return (
    <FormField label={t('filters.partner')}>
      <Autosuggest
        value={text}
        options={tooShort ? [] : options}
        placeholder={t('filters.anyPartner')}
        ariaLabel={t('filters.partner')}
        hideEnteredTextOption
        filteringType="manual"
        statusType={
          tooShort ? 'finished' : results.isError ? 'error' : results.isFetching ? 'loading' : 'finished'
        }
        loadingText={t('filters.searching')}
        errorText={t('filters.loadFailed')}
        empty={tooShort ? t('filters.typeThree', { min: PARTNER_NAME_SEARCH_MIN }) : t('filters.noPartners')}
        clearAriaLabel={t('ui.clear')}
        onChange={({ detail }) => {
          setText(detail.value);
          if (detail.value === '' && filters.partnerId) {
            const { partnerId: _id, partnerName: _name, ...rest } = filters;
            onChange(rest);
          }
        }}
        onSelect={({ detail }) => {
          const option = detail.selectedOption;
          if (!option?.value) return;
          setText(option.label ?? '');
          onChange({ ...filters, partnerId: option.value, partnerName: option.label ?? option.value });
        }}
      />
    </FormField>
  );
}
