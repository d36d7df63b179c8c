import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';

import { PartnerAutosuggest, usePartnerSearchText } from '../../../components/partner-autosuggest';
import { useChosenPartnerText, usePartnerNameSearch } from '../../../hooks/use-partner-search';
import type { ChosenPartner } from '../../../hooks/use-partner-search';

interface InvoicePartnerFieldProps {
  value: ChosenPartner | null;
  onChange: (partner: ChosenPartner | null) => void;
  errorText?: string;
}

/** The new invoice's partner: at least 3 letters of the name, then pick one (the shift filters' search). */
export function InvoicePartnerField({ value, onChange, errorText }: InvoicePartnerFieldProps) {
  const { t } = useTranslation(['invoices', 'ui']);
  const { text, onTextChange } = useChosenPartnerText(value, onChange);
  const results = usePartnerNameSearch(usePartnerSearchText(text));

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
        onTextChange={onTextChange}
        onPick={onChange}
      />
    </FormField>
  );
}
