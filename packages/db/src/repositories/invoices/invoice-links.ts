import { canTransition } from '@careshift/domain/shifts/status';

import type { TransactionEntities } from '../../transactions/write-transaction';
import type { ShiftChange } from '../shifts/shift-change';
import type { ShiftRecord } from '../shifts/shift-records';

import type { InvoiceRecord } from './invoice-lists';

/**
 * Links shifts to an invoice (guarded: no invoice yet) or, with `invoiceId` undefined, unlinks them
 * (guarded: still on one). Not a status change, so no audit entry of their own: the invoice's has them.
 */
export function shiftLinks(shifts: ShiftRecord[], invoiceId: string | undefined): ShiftChange[] {
  return shifts.map((shift) => ({
    before: shift,
    after: { ...shift, invoiceId },
    guard: invoiceId ? ('uninvoiced' as const) : ('invoiced' as const),
  }));
}

export function penaltyLinks(
  tx: TransactionEntities,
  partnerId: string,
  penaltyIds: readonly string[],
  invoiceId: string,
) {
  return penaltyIds.map((penaltyId) =>
    tx.penalty
      .patch({ partnerId, penaltyId })
      .set({ invoiceId })
      .where((a, op) => op.notExists(a.invoiceId))
      .commit(),
  );
}

export function penaltyUnlinks(tx: TransactionEntities, invoice: InvoiceRecord) {
  return (invoice.penaltyIds ?? []).map((penaltyId) =>
    tx.penalty
      .patch({ partnerId: invoice.partnerId, penaltyId })
      .remove(['invoiceId'])
      .where((a, op) => op.eq(a.invoiceId, invoice.invoiceId))
      .commit(),
  );
}

/** The organisations whose shifts an invoice covers (one link item each, see entities/invoice-client). */
export function invoiceClientIds(invoice: Pick<InvoiceRecord, 'shifts'>): string[] {
  return [...new Set(invoice.shifts.map((shift) => shift.clientId))].sort();
}

/**
 * The invoice's organisation links with its current status: created with the invoice, put again (status
 * in step, or written if missing) by every later change of the invoice in the same transaction.
 */
export function clientLinks(tx: TransactionEntities, invoice: InvoiceRecord, isNew: boolean) {
  return invoiceClientIds(invoice).map((clientId) => {
    const link = {
      clientId,
      invoiceId: invoice.invoiceId,
      createdAt: invoice.createdAt,
      status: invoice.status,
    };
    return isNew ? tx.invoiceClient.create(link).commit() : tx.invoiceClient.put(link).commit();
  });
}

/** The status moves of an invoice's shifts when it is paid (→ COMPLETED) or paid no more (→ FINISHED). */
export function statusMoves(
  invoice: InvoiceRecord,
  shifts: ShiftRecord[],
  to: 'COMPLETED' | 'FINISHED',
): ShiftChange[] {
  return shifts
    .filter((shift) => shift.invoiceId === invoice.invoiceId && canTransition(shift.status, to))
    .map((shift) => ({
      before: shift,
      after: { ...shift, status: to },
      audit: {
        action: to === 'COMPLETED' ? 'shift-invoice-paid' : 'shift-invoice-pending',
        from: shift.status,
        to,
      },
      guard: 'invoiced' as const,
    }));
}
