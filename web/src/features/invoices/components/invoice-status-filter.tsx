import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { INVOICE_STATUSES } from '@careshift/domain/invoices/invoice-rules';
import type { InvoiceStatus } from '@careshift/domain/invoices/invoice-rules';

interface InvoiceStatusFilterProps {
  /** The statuses the list shows now. */
  statuses: readonly InvoiceStatus[];
  onSearch: (statuses: InvoiceStatus[]) => void;
}

/** The spec's multi-select status filter with a Search button: the choice applies on Search. */
export function InvoiceStatusFilter({ statuses, onSearch }: InvoiceStatusFilterProps) {
  const { t } = useTranslation(['invoices', 'ui']);
  const [draft, setDraft] = useState<InvoiceStatus[]>([...statuses]);
  const options = INVOICE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));

  useEffect(() => setDraft([...statuses]), [statuses]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <SpaceBetween direction="horizontal" size="xs" alignItems="end">
        <FormField label={t('filters.status')}>
          <div style={{ minWidth: 220 }}>
            <Multiselect
              selectedOptions={options.filter((option) => draft.includes(option.value))}
              options={options}
              placeholder={t('filters.statusPlaceholder')}
              tokenLimit={2}
              i18nStrings={{
                tokenLimitShowMore: t('ui:showMore'),
                tokenLimitShowFewer: t('ui:showFewer'),
              }}
              deselectAriaLabel={(option) => t('ui:remove', { name: option.label ?? '' })}
              onChange={({ detail }) =>
                setDraft(
                  INVOICE_STATUSES.filter((status) =>
                    detail.selectedOptions.some((option) => option.value === status),
                  ),
                )
              }
            />
          </div>
        </FormField>
        <Button formAction="submit" iconName="search">
          {t('filters.search')}
        </Button>
      </SpaceBetween>
    </form>
  );
}
