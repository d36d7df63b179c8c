import { ConflictError } from '@careshift/domain';

import type { IssuedInvoice } from '../../entities/invoice';
import type { DbService } from '../../service';
import { isConditionFailure } from '../positions';

import type { InvoiceRecord } from './invoice-lists';

export function createInvoiceFreezeRepository(db: DbService) {
  return {
    /**
     * Freezes an invoice issued before invoices were frozen (issue 29 item 4): stores its snapshot once, on
     * condition that it still has none and is the version read; when another render froze it first, that
     * snapshot is the one answered.
     */
    async freezeIssuedInvoice(invoice: InvoiceRecord, issued: IssuedInvoice): Promise<InvoiceRecord> {
      try {
        await db.entities.invoice
          .patch({ invoiceId: invoice.invoiceId })
          .set({ issued, version: invoice.version + 1 })
          .where((a, op) => `${op.eq(a.version, invoice.version)} AND ${op.notExists(a.issued)}`)
          .go();
        return { ...invoice, issued, version: invoice.version + 1 };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { data } = await db.entities.invoice
          .get({ invoiceId: invoice.invoiceId })
          .go({ consistent: true });
        if (data?.issued) return data;
        throw new ConflictError();
      }
    },
  };
}
