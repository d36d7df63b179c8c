import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';

import type { Invoice, InvoiceActionName } from '@careshift/contract/operations/invoices';

import { rowActionLayout } from '../row-action-layout';

interface InvoiceRowActionsProps {
  invoice: Invoice;
  onAction: (invoice: Invoice, action: InvoiceActionName) => void;
  /** The action running for this row (its button spins). */
  busy?: InvoiceActionName;
}

/**
 * What the viewer may do with one invoice now (the row's `actions`, decided by the domain's
 * invoiceActions on the server): the main step as a button, the others in a menu beside it.
 */
export function InvoiceRowActions({ invoice, onAction, busy }: InvoiceRowActionsProps) {
  const { t } = useTranslation('invoices');
  const { main, menu: others } = rowActionLayout(invoice.actions);
  const label = t('actions.menuFor', { ref: invoice.invoiceRef });
  if (!main && others.length === 0) return null;
  if (main && others.length === 0) {
    return (
      <Button loading={busy === main} onClick={() => onAction(invoice, main)}>
        {t(`actions.${main}`)}
      </Button>
    );
  }
  return (
    <ButtonDropdown
      ariaLabel={main ? label : undefined}
      expandToViewport
      loading={busy !== undefined && busy !== main}
      mainAction={
        main
          ? { text: t(`actions.${main}`), loading: busy === main, onClick: () => onAction(invoice, main) }
          : undefined
      }
      items={others.map((action) => ({ id: action, text: t(`actions.${action}`) }))}
      onItemClick={({ detail }) => {
        const action = others.find((name) => name === detail.id);
        if (action) onAction(invoice, action);
      }}
    >
      {main ? undefined : t('actions.menu')}
    </ButtonDropdown>
  );
}
