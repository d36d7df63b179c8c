import { ConflictError } from '@careshift/domain';
import { canCompleteRefund, isRefundable } from '@careshift/domain/invoices/card-payments';

import type { DbService } from '../../service';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';
import { writeTransaction } from '../../transactions/write-transaction';
import { auditEntryOf } from '../audit';
import type { AuditChange, ChangeContext } from '../audit';
import { isConditionFailure } from '../positions';
import { withoutUndefined } from '../shifts/shift-records';

import { clientLinks } from './invoice-links';
import type { InvoiceRecord } from './invoice-lists';

/** A payment provider's event, processed once: its record lives this long (the provider retries for 3 days). */
const EVENT_RECORD_DAYS = 90;

/** What became of a provider event (kept on its record, for the operator). */
export type ProviderEventOutcome = 'paid' | 'refunded' | 'already-settled' | 'unknown-invoice' | 'ignored';

export interface ProviderEvent {
  /** The provider's event id (Stripe `evt_…`). */
  id: string;
  type: string;
}

const eventKey = (eventId: string) => `payment-event:${eventId}`;

/**
 * The record that an event was processed: a create (its condition: no record yet), written in the same
 * transaction as the change the event makes, so that one event changes an invoice at most once even when
 * it is delivered many times at once, and a crash leaves either both or neither.
 */
export function providerEventRecord(
  tx: TransactionEntities,
  event: ProviderEvent,
  outcome: ProviderEventOutcome,
  at: string,
  invoiceId?: string,
): TransactionItem {
  return tx.idempotencyRecord
    .create({
      key: eventKey(event.id),
      state: 'COMPLETED',
      requestHash: event.type,
      response: { outcome, ...(invoiceId ? { invoiceId } : {}) },
      createdAt: at,
      completedAt: at,
      expiresAt: Math.floor(Date.parse(at) / 1000) + EVENT_RECORD_DAYS * 86_400,
    })
    .commit();
}

/** An invoice moved from the status read to `after`, version-guarded, with its audit entry (and extra items). */
async function moveInvoice(
  db: DbService,
  input: {
    before: InvoiceRecord;
    after: InvoiceRecord;
    details: AuditChange['details'];
    context: ChangeContext;
    extra?: (tx: TransactionEntities) => TransactionItem[];
  },
): Promise<InvoiceRecord> {
  const { before, after, context } = input;
  const audit = auditEntryOf(
    {
      subjectType: 'invoice',
      subjectId: after.invoiceId,
      action: `invoice-${after.status.toLowerCase()}`,
      from: before.status,
      to: after.status,
      sequence: after.version,
      details: input.details,
    },
    context,
  );
  const outcome = await writeTransaction(db, (tx) => [
    tx.invoice
      .put(withoutUndefined(after))
      .where((a, op) => op.eq(a.version, before.version))
      .commit(),
    tx.auditEntry.create(audit).commit(),
    ...clientLinks(tx, after, false),
    ...(input.extra?.(tx) ?? []),
  ]);
  if (!outcome.ok) throw new ConflictError();
  return after;
}

/**
 * Card refunds (spec section 4: PAID → PENDING_REFUND → REFUNDED). The invoice's shifts stay COMPLETED:
 * the partner worked them; only the commission paid is returned (docs/decisions/money/card-payments-stripe.md).
 */
export function createInvoiceRefundRepository(db: DbService) {
  const { idempotencyRecord } = db.entities;
  return {
    /** PAID by card → PENDING_REFUND once the provider accepted the refund (`refundId`); 409 otherwise. */
    async startInvoiceRefund(input: { invoice: InvoiceRecord; refundId: string; context: ChangeContext }) {
      const { invoice, context } = input;
      if (!isRefundable(invoice)) throw new ConflictError('Only an invoice paid by card can be refunded.');
      return moveInvoice(db, {
        before: invoice,
        after: { ...invoice, status: 'PENDING_REFUND', updatedAt: context.at, version: invoice.version + 1 },
        details: { refundId: input.refundId, transactionId: invoice.transactionId, total: invoice.total },
        context,
      });
    },

    /**
     * PENDING_REFUND (or PAID, a refund made in the provider's dashboard) → REFUNDED on the provider's
     * event, recorded in the same transaction; a refused write is a ConflictError (read again and decide).
     */
    async completeInvoiceRefund(input: {
      invoice: InvoiceRecord;
      event: ProviderEvent;
      context: ChangeContext;
    }) {
      const { invoice, event, context } = input;
      if (!canCompleteRefund(invoice.status)) throw new ConflictError('This invoice is not being refunded.');
      return moveInvoice(db, {
        before: invoice,
        after: { ...invoice, status: 'REFUNDED', updatedAt: context.at, version: invoice.version + 1 },
        details: { eventId: event.id, transactionId: invoice.transactionId, total: invoice.total },
        context,
        extra: (tx) => [providerEventRecord(tx, event, 'refunded', context.at, invoice.invoiceId)],
      });
    },

    /** Has this provider event been processed? Its outcome when it has. */
    async findProviderEvent(eventId: string): Promise<{ outcome: string } | undefined> {
      const { data } = await idempotencyRecord.get({ key: eventKey(eventId) }).go({ consistent: true });
      if (!data) return undefined;
      const response = data.response as { outcome?: unknown } | undefined;
      return { outcome: typeof response?.outcome === 'string' ? response.outcome : 'processed' };
    },

    /**
     * Records an event that changes no invoice (settled already, unknown invoice, ignored), with an audit
     * entry on the invoice when there is one. False when it was recorded before (a repeat delivery).
     */
    async recordProviderEvent(input: {
      event: ProviderEvent;
      outcome: ProviderEventOutcome;
      invoice?: InvoiceRecord;
      context: ChangeContext;
    }): Promise<boolean> {
      const { event, outcome, invoice, context } = input;
      const outcomeOf = await writeTransaction(db, (tx) => [
        providerEventRecord(tx, event, outcome, context.at, invoice?.invoiceId),
        ...(invoice
          ? [
              tx.auditEntry
                .create(
                  auditEntryOf(
                    {
                      subjectType: 'invoice',
                      subjectId: invoice.invoiceId,
                      action: 'invoice-payment-event-ignored',
                      details: { eventId: event.id, eventType: event.type, status: invoice.status, outcome },
                    },
                    context,
                  ),
                )
                .commit(),
            ]
          : []),
      ]).catch((error: unknown) => {
        if (isConditionFailure(error)) return { ok: false as const, reasons: ['ConditionalCheckFailed'] };
        throw error;
      });
      return outcomeOf.ok;
    },
  };
}

export type InvoiceRefundRepository = ReturnType<typeof createInvoiceRefundRepository>;
