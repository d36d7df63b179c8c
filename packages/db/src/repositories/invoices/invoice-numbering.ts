import { ConflictError } from '@careshift/domain';

import type { DbService } from '../../service';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';

/** Attempts at drawing the next invoice number before giving up (each lost race reads the counter again). */
const NUMBER_ATTEMPTS = 40;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The invoice number drawn was taken by another invoice (or the counter was busy): draw again. */
export class InvoiceNumberTaken extends Error {}

/** The transaction item that moves the invoice series' counter to `next`. */
export type InvoiceNumbering = (tx: TransactionEntities) => TransactionItem;

/**
 * The number the next invoice gets: one more than the invoice series' counter, read consistently, with
 * the transaction item that moves the counter to it only if nobody moved it meanwhile.
 */
async function nextInvoiceNumber(db: DbService): Promise<{ next: number; numbering: InvoiceNumbering }> {
  const { data } = await db.entities.sequence.get({ name: 'invoice' }).go({ consistent: true });
  const current = data?.value;
  const next = (current ?? 0) + 1;
  const numbering = (tx: TransactionEntities) =>
    tx.sequence
      .update({ name: 'invoice' })
      .set({ value: next })
      .where((a, op) => (current === undefined ? op.notExists(a.value) : op.eq(a.value, current)))
      .commit();
  return { next, numbering };
}

/**
 * Runs `create` (one transaction that carries `numbering` as an item) with the next invoice number, and
 * again with a fresh one while another invoice takes the number first (InvoiceNumberTaken): so each
 * number is used exactly once and a refused create (any other error) uses none.
 */
export async function withNextInvoiceNumber<T>(
  db: DbService,
  create: (next: number, numbering: InvoiceNumbering) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const { next, numbering } = await nextInvoiceNumber(db);
    try {
      return await create(next, numbering);
    } catch (error) {
      if (!(error instanceof InvoiceNumberTaken)) throw error;
      if (attempt >= NUMBER_ATTEMPTS) throw new ConflictError('The invoice service is busy; try again.');
      await pause(Math.random() * 10 * Math.min(attempt, 8));
    }
  }
}
