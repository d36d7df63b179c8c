import { randomUUID } from 'node:crypto';

import type { Invoice } from '@careshift/contract/operations/invoices';
import type { PenaltyRecord, ShiftRecord } from '@careshift/db';
import {
  ConflictError,
  DEFAULT_SYSTEM_SETTINGS,
  DEFAULT_VAT_SETTING,
  formatEuros,
  invoiceDueDate,
  invoiceLines,
  ValidationError,
} from '@careshift/domain';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import { statedHours } from './billed-shifts';
import type { InvoiceDeps } from './invoice-deps';
import { toInvoiceView } from './invoice-views';
import { invoiceableShifts } from './invoiceable-shifts';
import type { InvoiceCreateValues } from './invoiceable-shifts';
import { issueSnapshot } from './issued-invoice';

export type { InvoiceCreateValues };

/** The penalties asked for: the partner's own and not yet on an invoice. */
async function invoiceablePenalties(
  deps: Pick<InvoiceDeps, 'invoices'>,
  body: InvoiceCreateValues,
): Promise<PenaltyRecord[]> {
  const ids = [...new Set(body.penaltyIds ?? [])];
  if (ids.length === 0) return [];
  const own = new Map(
    (await deps.invoices.listPartnerPenalties({ partnerId: body.partnerId })).map((p) => [p.penaltyId, p]),
  );
  return ids.map((penaltyId) => {
    const penalty = own.get(penaltyId);
    if (!penalty) {
      throw new ValidationError(`Penalty ${penaltyId} is not a penalty of this partner.`, {
        penaltyIds: 'Choose penalties of this partner.',
      });
    }
    if (penalty.invoiceId) {
      throw new ConflictError(
        `The penalty for shift #${penalty.shiftRef} is already on an invoice.`,
        'ALREADY_INVOICED',
      );
    }
    return penalty;
  });
}

/**
 * invoice-create: a PENDING invoice for a partner's worked shifts and penalties. Lines and net come from
 * the stored costs and penalties (the domain's invoiceLines); a totalAmount (the lines' sum the
 * administrator saw, before VAT) that differs from them is refused (409 TOTAL_CHANGED). The invoice is
 * issued frozen (issue 29): the company, partner and organisations as they read now, the language, and
 * net/VAT/gross under the VAT setting; its total is the gross. One transaction draws its number and links
 * the shifts, so a shift is on one invoice at most even when several creates race (the losers get 409
 * ALREADY_INVOICED) and a refused create uses no number.
 */
export async function createInvoice(
  deps: Pick<
    InvoiceDeps,
    | 'shifts'
    | 'invoices'
    | 'partners'
    | 'partnerPrivate'
    | 'clients'
    | 'settings'
    | 'pdf'
    | 'clock'
    | 'attendance'
  >,
  viewer: Viewer,
  body: InvoiceCreateValues,
): Promise<Invoice> {
  const now = deps.clock.now();
  const partner = await deps.partners.getPartner(body.partnerId);
  if (!partner) {
    throw new ValidationError('This partner does not exist.', { partnerId: 'Choose a partner.' });
  }
  const [work, penalties] = await Promise.all([
    invoiceableShifts(deps, body, now),
    invoiceablePenalties(deps, body),
  ]);
  const shifts = work.map(({ shift }) => shift);
  const labelled = new Set(shifts.map((shift) => shift.shiftId));
  const penaltyShifts = await deps.shifts.getShifts(
    penalties.map((p) => p.shiftId).filter((id) => !labelled.has(id)),
  );
  const toLine = (shift: ShiftRecord) => ({ ...shift, id: shift.shiftId });
  const { lines, total } = invoiceLines(
    work.map(({ shift, billed }) => {
      const hours = statedHours(billed);
      return { ...toLine(shift), cost: billed.cost, ...(hours ? { hours } : {}) };
    }),
    penalties.map((p) => ({ kind: p.kind, shiftId: p.shiftId, clientId: p.clientId, amount: p.amount })),
    penaltyShifts.map(toLine),
  );
  if (body.totalAmount !== undefined && body.totalAmount !== total) {
    throw new ConflictError(
      `The total is now ${formatEuros(total)}, not ${formatEuros(body.totalAmount)}: a shift or penalty has changed. Review the invoice and save it again.`,
      'TOTAL_CHANGED',
    );
  }
  const [settings, vatSetting] = await Promise.all([
    deps.settings.getSystemSettings(),
    deps.settings.getVatSetting(),
  ]);
  const at = now.toISOString();
  const partnerName = `${partner.firstName} ${partner.lastName}`;
  const issued = await issueSnapshot(
    { ...deps, company: () => deps.pdf.company() },
    { partnerId: partner.partnerId, partnerName, lines },
    { net: total, vatSetting: vatSetting ?? DEFAULT_VAT_SETTING, at },
  );
  const invoice = await deps.invoices.createInvoice({
    invoice: {
      invoiceId: randomUUID(),
      partnerId: partner.partnerId,
      partnerName,
      lines,
      total: issued.gross,
      issued,
      dueDate: invoiceDueDate(now, (settings ?? DEFAULT_SYSTEM_SETTINGS).dueInvoiceDays),
      createdBy: viewer.userId,
      createdAt: at,
    },
    shifts,
    penalties,
    context: changeContextOf(viewer, at),
  });
  return toInvoiceView(invoice, viewer, now);
}
