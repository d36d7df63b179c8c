import { INVOICE_ACTION_NAMES } from '@careshift/contract/operations/invoices';
import type { InvoiceActionName } from '@careshift/contract/operations/invoices';

/** The action a row offers as its own button: paying (partner) or marking paid (administrator). */
const MAIN_ACTIONS: readonly InvoiceActionName[] = ['payByCard', 'markPaid'];

/** The order of the menu: the usual next steps first, the reversing ones last, anything new after. */
const MENU_ORDER: readonly InvoiceActionName[] = [
  ...new Set<InvoiceActionName>([
    'send',
    'download',
    'markPending',
    'cancel',
    'refund',
    ...INVOICE_ACTION_NAMES,
  ]),
];

/** How a row lays out the actions the server allows: the main step as a button, the others in a menu. */
export function rowActionLayout(actions: readonly InvoiceActionName[]): {
  main: InvoiceActionName | undefined;
  menu: InvoiceActionName[];
} {
  const main = MAIN_ACTIONS.find((action) => actions.includes(action));
  return { main, menu: MENU_ORDER.filter((action) => action !== main && actions.includes(action)) };
}
