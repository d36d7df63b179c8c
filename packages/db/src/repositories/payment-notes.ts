import type { PaymentNoteItem } from '../entities/payment-note';
import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export type PaymentNoteRecord = PaymentNoteItem;

export function createPaymentNoteRepository(db: DbService) {
  const { paymentNote } = db.entities;
  return {
    /** A shift's frozen payment note, if it was downloaded once finished. */
    async getPaymentNote(shiftId: string): Promise<PaymentNoteRecord | undefined> {
      const { data } = await paymentNote.get({ shiftId }).go();
      return data ?? undefined;
    },

    /**
     * Freezes a shift's payment note unless it already is: the first write wins, and when two downloads
     * race, both answer the one stored.
     */
    async freezePaymentNote(note: PaymentNoteRecord): Promise<PaymentNoteRecord> {
      try {
        await paymentNote.create(note).go();
        return note;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { data } = await paymentNote.get({ shiftId: note.shiftId }).go({ consistent: true });
        if (!data) throw error;
        return data;
      }
    },
  };
}

export type PaymentNoteRepository = ReturnType<typeof createPaymentNoteRepository>;
