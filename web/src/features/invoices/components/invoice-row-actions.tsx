import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';

import { INVOICE_ACTION_NAMES } from '@careshift/contract/operations/invoices';
import type { Invoice, InvoiceActionName } from '@careshift/contract/operations/invoices';

/** The action a row offers as its own button: paying (partner) or marking paid (administrator). */
const MAIN_ACTIONS: readonly InvoiceActionName[] = ['payByCard', 'markPaid'];

/** The order of the menu: the usual next step first, the reversing ones last. */
const MENU_ORDER: readonly InvoiceActionName[] = [
  'send',
  'download',
  'markPending',
  'cancel',
  'refund',
  ...INVOICE_ACTION_NAMES,
];

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
  const main = MAIN_ACTIONS.find((action) => invoice.actions.includes(action));
  const others = [...new Set(MENU_ORDER)].filter(
    (action) => action !== main && invoice.actions.includes(action),
  );
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
