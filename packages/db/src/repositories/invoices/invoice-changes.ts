import { ConflictError, ValidationError } from '@careshift/domain';
import type { PaymentMethod } from '@careshift/domain/invoices/invoice-rules';

import type { DbService } from '../../service';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';
import { MAX_TRANSACTION_ITEMS } from '../../transactions/write-transaction';
import { auditEntryOf } from '../audit';
import type { ChangeContext } from '../audit';
import { shiftChangesItemCount, writeShiftChanges } from '../shifts/shift-change';
import type { ShiftChange } from '../shifts/shift-change';
import { withoutUndefined } from '../shifts/shift-records';
import type { ShiftRecord } from '../shifts/shift-records';

import { clientLinks, penaltyLinks, penaltyUnlinks, shiftLinks, statusMoves } from './invoice-links';
import type { InvoiceRecord, PenaltyRecord } from './invoice-lists';
import { InvoiceNumberTaken, withNextInvoiceNumber } from './invoice-numbering';

/** At most this many shifts on one invoice (its payment moves them all in one transaction). */
export const MAX_INVOICE_SHIFTS = 40;
/** At most this many penalties on one invoice. */
export const MAX_INVOICE_PENALTIES = 40;

/**
 * An invoice to create. Its number is drawn in the create transaction itself (the next of the invoice
 * series, see createInvoice); `invoiceRef` is given only by tests and bulk loads that number their own.
 */
export type NewInvoice = Omit<
  InvoiceRecord,
  'version' | 'updatedAt' | 'shifts' | 'penaltyIds' | 'status' | 'invoiceRef'
> & { invoiceRef?: number };

export interface InvoicePayment {
  paymentMethod: PaymentMethod;
  paymentProvider?: string;
  transactionId?: string;
}

function alreadyInvoiced(): ConflictError {
  return new ConflictError(
    'A shift or penalty is already on another invoice, or has changed.',
    'ALREADY_INVOICED',
  );
}

export function createInvoiceChangeRepository(db: DbService) {
  /**
   * Writes an invoice (created, or put at the version read) with its audit entry, shift changes and other
   * links in one transaction; a refused condition is a 409.
   */
  async function write(input: {
    after: InvoiceRecord;
    before?: InvoiceRecord;
    shiftChanges: ShiftChange[];
    links?: (tx: TransactionEntities) => TransactionItem[];
    /** A first item of the transaction (the invoice number's draw): refused, it answers NumberTaken. */
    numbering?: (tx: TransactionEntities) => TransactionItem;
    context: ChangeContext;
  }): Promise<InvoiceRecord> {
    const { after, before, context } = input;
    const audit = auditEntryOf(
      {
        subjectType: 'invoice',
        subjectId: after.invoiceId,
        action: before ? `invoice-${after.status.toLowerCase()}` : 'invoice-create',
        ...(before ? { from: before.status } : {}),
        to: after.status,
        sequence: after.version,
        details: {
          shiftIds: after.shifts.map((s) => s.shiftId),
          total: after.total,
          paymentMethod: after.paymentMethod,
        },
      },
      context,
    );
    const result = await writeShiftChanges(db, input.shiftChanges, context, (tx) => [
      ...(input.numbering ? [input.numbering(tx)] : []),
      before
        ? tx.invoice
            .put(withoutUndefined(after))
            .where((a, op) => op.eq(a.version, before.version))
            .commit()
        : tx.invoice.create(after).commit(),
      tx.auditEntry.create(audit).commit(),
      ...clientLinks(tx, after, !before),
      ...(input.links?.(tx) ?? []),
    ]);
    if (result.ok) return after;
    if (result.failure === 'shift-changed') throw alreadyInvoiced();
    if (input.numbering && (result.failure === 'conflict' || result.refusedExtras?.includes(0)))
      throw new InvoiceNumberTaken();
    throw before ? new ConflictError() : alreadyInvoiced();
  }

  return {
    /**
     * Creates a PENDING invoice for a partner's shifts and penalties (read by the caller, lines and total
     * from the domain's invoiceLines) and marks each with the invoice, in one transaction. Each shift's
     * condition (no invoice yet, the version read) puts a shift on at most one invoice, even when two
     * invoices are created at once. The invoice's number is drawn in the same transaction (the series'
     * counter moved from the value read to the next, on that condition), so a refused create uses no
     * number and the series has no gaps; a create that lost the number to another reads it again.
     */
    async createInvoice(input: {
      invoice: NewInvoice;
      shifts: ShiftRecord[];
      penalties?: PenaltyRecord[];
      context: ChangeContext;
    }) {
      const { invoice, shifts, context } = input;
      const penalties = input.penalties ?? [];
      if (shifts.length > MAX_INVOICE_SHIFTS || penalties.length > MAX_INVOICE_PENALTIES) {
        throw new ValidationError(
          `An invoice covers at most ${MAX_INVOICE_SHIFTS} shifts and ${MAX_INVOICE_PENALTIES} penalties.`,
        );
      }
      if (
        [...shifts.map((s) => s.claimedBy), ...penalties.map((p) => p.partnerId)].some(
          (id) => id !== invoice.partnerId,
        )
      ) {
        throw new ValidationError('Every shift and penalty of an invoice must be the partner’s own.');
      }
      const paying = shifts.map((shift) => ({
        before: shift,
        after: { ...shift, status: 'COMPLETED' as const },
        audit: { action: '' },
      }));
      const links = new Set(shifts.map((s) => s.clientId)).size + penalties.length;
      if (2 + shiftChangesItemCount(paying, links) > MAX_TRANSACTION_ITEMS) {
        throw new ValidationError(
          'These shifts span too many months for one invoice; split them over two invoices.',
        );
      }
      const record = (invoiceRef: number): InvoiceRecord => ({
        ...invoice,
        invoiceRef,
        status: 'PENDING',
        shifts: shifts.map((s) => ({ shiftId: s.shiftId, clientId: s.clientId })),
        penaltyIds: penalties.map((p) => p.penaltyId),
        updatedAt: context.at,
        version: 1,
      });
      const create = (after: InvoiceRecord, numbering?: (tx: TransactionEntities) => TransactionItem) =>
        write({
          after,
          shiftChanges: shiftLinks(shifts, invoice.invoiceId),
          links: (tx) => penaltyLinks(tx, invoice.partnerId, after.penaltyIds ?? [], invoice.invoiceId),
          ...(numbering ? { numbering } : {}),
          context,
        });
      if (invoice.invoiceRef !== undefined) return create(record(invoice.invoiceRef));
      return withNextInvoiceNumber(db, (next, numbering) => create(record(next), numbering));
    },

    /**
     * PENDING → PAID with the payment's method, provider and transaction id; the invoice's worked shifts
     * (as read by the caller) become COMPLETED in the same transaction, with their aggregates. `links`:
     * further items of the same transaction (the payment provider's event record, written once).
     */
    async payInvoice(input: {
      invoice: InvoiceRecord;
      shifts: ShiftRecord[];
      payment: InvoicePayment;
      context: ChangeContext;
      links?: (tx: TransactionEntities) => TransactionItem[];
    }) {
      const { invoice, payment, context } = input;
      const after: InvoiceRecord = {
        ...invoice,
        ...payment,
        status: 'PAID',
        paidAt: context.at,
        updatedAt: context.at,
        version: invoice.version + 1,
      };
      return write({
        after,
        before: invoice,
        shiftChanges: statusMoves(invoice, input.shifts, 'COMPLETED'),
        ...(input.links ? { links: input.links } : {}),
        context,
      });
    },

    /**
     * Cancels an invoice and releases its shifts and penalties (so they can be invoiced again). `shifts`
     * are the invoice's shifts as read by the caller (listInvoiceShifts).
     */
    async cancelInvoice(input: { invoice: InvoiceRecord; shifts: ShiftRecord[]; context: ChangeContext }) {
      const { invoice, context } = input;
      const linked = input.shifts.filter((shift) => shift.invoiceId === invoice.invoiceId);
      const after: InvoiceRecord = {
        ...invoice,
        status: 'CANCELED',
        updatedAt: context.at,
        version: invoice.version + 1,
      };
      return write({
        after,
        before: invoice,
        shiftChanges: shiftLinks(linked, undefined),
        links: (tx) => penaltyUnlinks(tx, invoice),
        context,
      });
    },

    /**
     * Back to PENDING. From PAID the payment details are cleared (the audit trail keeps them) and the
     * COMPLETED shifts go back to FINISHED; from CANCELED the shifts (as read by the caller: getShifts of
     * the invoice's shift ids) and penalties are linked again, refused with a 409 when one of them went on
     * another invoice meanwhile.
     */
    async markInvoicePending(input: {
      invoice: InvoiceRecord;
      shifts: ShiftRecord[];
      context: ChangeContext;
    }) {
      const { invoice, context } = input;
      const {
        paidAt: _paid,
        paymentMethod: _method,
        paymentProvider: _provider,
        transactionId: _tx,
        ...rest
      } = invoice;
      const after: InvoiceRecord = {
        ...rest,
        status: 'PENDING',
        updatedAt: context.at,
        version: invoice.version + 1,
      };
      if (invoice.status !== 'CANCELED') {
        return write({
          after,
          before: invoice,
          shiftChanges: statusMoves(invoice, input.shifts, 'FINISHED'),
          context,
        });
      }
      const ids = new Set(invoice.shifts.map((s) => s.shiftId));
      const shifts = input.shifts.filter((shift) => ids.has(shift.shiftId));
      if (shifts.length !== ids.size) throw alreadyInvoiced();
      return write({
        after,
        before: invoice,
        shiftChanges: shiftLinks(shifts, invoice.invoiceId),
        links: (tx) => penaltyLinks(tx, invoice.partnerId, invoice.penaltyIds ?? [], invoice.invoiceId),
        context,
      });
    },
  };
}

export type InvoiceChangeRepository = ReturnType<typeof createInvoiceChangeRepository>;
