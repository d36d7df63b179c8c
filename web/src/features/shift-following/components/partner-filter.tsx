import FormField from '@cloudscape-design/components/form-field';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PartnerAutosuggest, usePartnerSearchText } from '../../../components/partner-autosuggest';
import { usePartnerNameSearch } from '../../../hooks/use-partner-search';
import type { ShiftFilters } from '../shift-filters';

/** The administrator's partner filter: type at least 3 letters of a name, pick the partner. */
export function PartnerFilter({
  filters,
  onChange,
}: {
  filters: ShiftFilters;
  onChange: (filters: ShiftFilters) => void;
}) {
  const { t } = useTranslation(['shifts', 'ui']);
  const [text, setText] = useState(filters.partnerName ?? '');
  const results = usePartnerNameSearch(usePartnerSearchText(text));
  const { partnerId: _id, partnerName: _name, ...withoutPartner } = filters;

  useEffect(
    () => setText(filters.partnerName ?? filters.partnerId ?? ''),
    [filters.partnerId, filters.partnerName],
  );

  return (
    <FormField label={t('filters.partner')}>
      <PartnerAutosuggest
        text={text}
        results={results}
        describe={(partner) => t(`ui:partnerStatus.${partner.status}`, { defaultValue: partner.status })}
        placeholder={t('filters.anyPartner')}
        ariaLabel={t('filters.partner')}
        noMatchText={t('filters.noPartners')}
        onTextChange={(next) => {
          setText(next);
          if (next === '' && filters.partnerId) onChange(withoutPartner);
        }}
        onPick={(partner) => {
          setText(partner.name);
          onChange({ ...filters, partnerId: partner.id, partnerName: partner.name });
        }}
      />
    </FormField>
  );
}
