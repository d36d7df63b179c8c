import { describe, expect, it } from 'vitest';

import type { InvoiceablePenalty, InvoiceableShift } from '@careshift/contract/operations/invoices';

import { draftToBody, draftTotal, errorsAfterChange } from './new-invoice-draft';

const shift = (id: string, commission: number): InvoiceableShift => ({
  id,
  refNumber: 1000 + commission,
  clientId: 'c1',
  clientName: 'Kyrenia Care Home',
  positionName: 'Nurse',
  status: 'FINISHED',
  startDate: '2026-05-13T05:00:00Z',
  endDate: '2026-05-13T13:00:00Z',
  companyCommission: commission,
});

const penalty: InvoiceablePenalty = {
  id: 'pen1',
  kind: 'NO_SHOW',
  shiftId: 'r9',
  shiftRef: 1009,
  clientId: 'c2',
  amount: 1200,
  createdAt: '2026-05-14T10:00:00Z',
};

describe('draftTotal', () => {
  it("should total the shifts' commission and the penalties in cents", () => {
    expect(draftTotal({ shifts: [shift('r1', 1600), shift('r2', 2050)], penalties: [penalty] })).toBe(4850);
    expect(draftTotal({ shifts: [], penalties: [] })).toBe(0);
  });
});

describe('draftToBody', () => {
  it('should send the partner, the shifts, the penalties and the total shown', () => {
    const reply = draftToBody({ partnerId: 'p1', shifts: [shift('r1', 1600)], penalties: [penalty] });
    expect(reply).toEqual({
      ok: true,
      body: {
        partnerId: 'p1',
        requests: [{ requestId: 'r1', clientId: 'c1' }],
        penaltyIds: ['pen1'],
        totalAmount: 2800,
      },
    });
  });

  it('should require a partner and at least one shift, with the contract messages', () => {
    const reply = draftToBody({ partnerId: '', shifts: [], penalties: [penalty] });
    expect(reply).toEqual({
      ok: false,
      errors: { partnerId: 'Value is required', requests: 'You need to select at least one.' },
    });
  });
});

describe('errorsAfterChange (issue 32 item 10)', () => {
  it('should clear the requests error once a shift is chosen, and show none before the first save', () => {
    const refused = draftToBody({ partnerId: 'p1', shifts: [], penalties: [] });
    expect(refused.ok).toBe(false);
    const shown = refused.ok ? {} : refused.errors;
    expect(shown.requests).toBeDefined();
    expect(errorsAfterChange(shown, { partnerId: 'p1', shifts: [shift('r1', 500)], penalties: [] })).toEqual(
      {},
    );
    expect(errorsAfterChange({}, { partnerId: 'p1', shifts: [], penalties: [] })).toEqual({});
    expect(errorsAfterChange(shown, { partnerId: 'p1', shifts: [], penalties: [] })).toEqual(shown);
  });
});
