import FormField from '@cloudscape-design/components/form-field';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PARTNER_NAME_SEARCH_MIN } from '@careshift/contract';

import { CACHE_LIFETIME } from '../../../api/cache-lifetimes';
import { callOperation } from '../../../api/client';
import { PartnerAutosuggest, usePartnerSearchText } from '../../../components/partner-autosuggest';

export interface ChosenPartner {
  id: string;
  name: string;
}

/** Partners whose name starts with the text, any status (a restricted partner still owes invoices). */
function usePartnerNameSearch(text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: ['partners', 'search', name],
    enabled: name.length >= PARTNER_NAME_SEARCH_MIN,
    queryFn: async ({ signal }) =>
      (await callOperation('partners-list', { query: { name } }, { signal })).items,
    staleTime: CACHE_LIFETIME.general,
  });
}

interface InvoicePartnerFieldProps {
  value: ChosenPartner | null;
  onChange: (partner: ChosenPartner | null) => void;
  errorText?: string;
}

/** The new invoice's partner: at least 3 letters of the name, then pick one (the shift filters' search). */
export function InvoicePartnerField({ value, onChange, errorText }: InvoicePartnerFieldProps) {
  const { t } = useTranslation(['invoices', 'ui']);
  const [text, setText] = useState(value?.name ?? '');
  const results = usePartnerNameSearch(usePartnerSearchText(text));

  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);

  return (
    <FormField
      label={t('newInvoice.partner')}
      errorText={errorText}
      constraintText={t('newInvoice.partnerHint')}
    >
      <PartnerAutosuggest
        text={text}
        results={results}
        describe={(partner) => t(`ui:partnerStatus.${partner.status}`)}
        placeholder={t('newInvoice.partnerPlaceholder')}
        ariaLabel={t('newInvoice.partner')}
        noMatchText={t('newInvoice.noPartners')}
        invalid={Boolean(errorText)}
        onTextChange={(next) => {
          setText(next);
          if (value && next !== value.name) onChange(null);
        }}
        onPick={onChange}
      />
    </FormField>
  );
}
