import { fieldErrorsOf } from '@careshift/contract/forms/field-errors';
import { invoiceCreateFormSchema } from '@careshift/contract/forms/invoice-forms';
import type { MessageLanguage } from '@careshift/contract/messages';
import type {
  InvoiceablePenalty,
  InvoiceableShift,
  InvoiceCreateBody,
} from '@careshift/contract/operations/invoices';
import { invoiceLines } from '@careshift/domain/invoices/invoice-rules';

/** What the administrator has chosen for a new invoice. */
export interface InvoiceDraft {
  partnerId: string;
  shifts: readonly InvoiceableShift[];
  penalties: readonly InvoiceablePenalty[];
}

/**
 * The total the invoice will bill, in cents, by the server's own rule (the domain's invoiceLines: each
 * shift's commission plus each penalty), so what is shown is what invoice-create checks.
 */
export function draftTotal(draft: Pick<InvoiceDraft, 'shifts' | 'penalties'>): number {
  return invoiceLines(
    draft.shifts.map((shift) => ({
      id: shift.id,
      clientId: shift.clientId,
      refNumber: shift.refNumber,
      positionName: shift.positionName,
      startDate: shift.startDate,
      cost: { companyCommission: shift.companyCommission },
    })),
    draft.penalties.map((penalty) => ({
      kind: penalty.kind,
      shiftId: penalty.shiftId,
      clientId: penalty.clientId,
      amount: penalty.amount,
    })),
  ).total;
}

/**
 * invoice-create's body for the draft, or the form's messages (spec section 5: a partner and at least one
 * shift), checked with the contract's schema as the API checks it.
 */
export function draftToBody(
  draft: InvoiceDraft,
  language: MessageLanguage = 'en',
): { ok: true; body: InvoiceCreateBody } | { ok: false; errors: Record<string, string> } {
  const form = {
    partnerId: draft.partnerId,
    requests: draft.shifts.map((shift) => ({ requestId: shift.id, clientId: shift.clientId })),
  };
  const parsed = invoiceCreateFormSchema.safeParse(form);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error, language) };
  return {
    ok: true,
    body: {
      ...parsed.data,
      ...(draft.penalties.length ? { penaltyIds: draft.penalties.map((penalty) => penalty.id) } : {}),
      totalAmount: draftTotal(draft),
    },
  };
}

/**
 * The form's messages after the choice changed: none until a save was tried; afterwards the draft is
 * checked again, so a message goes as soon as the choice is valid (issue 32: it stayed).
 */
export function errorsAfterChange(
  shown: Readonly<Record<string, string>>,
  draft: InvoiceDraft,
): Record<string, string> {
  if (Object.keys(shown).length === 0) return {};
  const checked = draftToBody(draft);
  return checked.ok ? {} : checked.errors;
}
