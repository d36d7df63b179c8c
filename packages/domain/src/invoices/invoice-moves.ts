import { ConflictError } from '../errors';

import type { InvoiceStatus } from './invoice-rules';

interface InvoiceTransition {
  /** The statuses the move starts from. */
  from: readonly InvoiceStatus[];
  /** The status it leads to. */
  to: InvoiceStatus;
}

/**
 * Every move of an invoice (spec section 4), as SHIFT_TRANSITIONS is for shifts. Mark Paid and Cancel
 * from PENDING, Mark Pending from PAID or CANCELED (administrator); a card payment pays a PENDING invoice
 * once the provider confirms it; a refund starts from PAID (by card through the provider: isRefundable)
 * and completes on the provider's event from PENDING_REFUND, or from PAID when it was made in the
 * provider's dashboard. Who may make each move is `invoiceActions`.
 */
export const INVOICE_TRANSITIONS = Object.freeze({
  markPaid: { from: ['PENDING'], to: 'PAID' },
  cancel: { from: ['PENDING'], to: 'CANCELED' },
  markPending: { from: ['PAID', 'CANCELED'], to: 'PENDING' },
  payByCard: { from: ['PENDING'], to: 'PAID' },
  refund: { from: ['PAID'], to: 'PENDING_REFUND' },
  completeRefund: { from: ['PENDING_REFUND', 'PAID'], to: 'REFUNDED' },
} as const satisfies Record<string, InvoiceTransition>);
export type InvoiceMove = keyof typeof INVOICE_TRANSITIONS;

/** May an invoice in `status` make this move? */
export function canMoveInvoice(move: InvoiceMove, status: InvoiceStatus): boolean {
  return (INVOICE_TRANSITIONS[move].from as readonly InvoiceStatus[]).includes(status);
}

/** How the 409 below names a status and a move. */
const STATUS_WORDS: Record<InvoiceStatus, string> = {
  PAID: 'paid',
  PENDING: 'pending',
  PENDING_REFUND: 'pending refund',
  REFUNDED: 'refunded',
  CANCELED: 'cancelled',
};
const MOVE_WORDS: Record<InvoiceMove, string> = {
  markPaid: 'marked paid',
  cancel: 'cancelled',
  markPending: 'marked pending',
  payByCard: 'paid by card',
  refund: 'refunded',
  completeRefund: 'refunded',
};

/**
 * The invoice, unless the move does not start from its status: then a 409 INVALID_INVOICE_TRANSITION
 * naming its status and the statuses the move starts from.
 */
export function assertInvoiceMove<T extends { status: InvoiceStatus; invoiceRef: number | string }>(
  move: InvoiceMove,
  invoice: T,
): T {
  if (canMoveInvoice(move, invoice.status)) return invoice;
  const allowed = INVOICE_TRANSITIONS[move].from.map((status) => STATUS_WORDS[status]).join(' or ');
  throw new ConflictError(
    `Invoice #${invoice.invoiceRef} is ${STATUS_WORDS[invoice.status]}: only a ${allowed} invoice can be ${MOVE_WORDS[move]}.`,
    'INVALID_INVOICE_TRANSITION',
  );
}
