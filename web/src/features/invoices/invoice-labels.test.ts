import { describe, expect, it } from 'vitest';

import type { InvoiceLineView } from '@careshift/contract/operations/invoices';

import { invoiceLineLabel, invoiceShiftLabels, invoiceShiftName } from './invoice-labels';
import type { LineTranslate } from './invoice-labels';

const t: LineTranslate = (key, params) => `${key}|${params.ref}|${params.details}`;

const commission: InvoiceLineView = {
  kind: 'SHIFT_COMMISSION',
  shiftId: 'r1',
  clientId: 'c1',
  shiftRef: 1042,
  positionName: 'Nurse',
  startDate: '2026-05-13T21:30:00Z',
  name: 'Commission for shift 1042 (Nurse, 14/05/2026)',
  price: 1600,
};

describe('invoiceLineLabel', () => {
  it('should label a line by its kind, shift ref, position and Nicosia date', () => {
    // 21:30 UTC on 13 May is 00:30 on 14 May in Nicosia.
    expect(invoiceLineLabel(commission, t)).toBe('lines.SHIFT_COMMISSION|1042|Nurse, 14/05/2026');
  });

  it('should use the short label when the shift has no details, and the stored name without a ref', () => {
    const bare = { ...commission, kind: 'NO_SHOW' as const, positionName: undefined, startDate: undefined };
    expect(invoiceLineLabel(bare, t)).toBe('lines.NO_SHOW_short|1042|');
    expect(invoiceLineLabel({ ...commission, shiftRef: undefined }, t)).toBe(commission.name);
  });
});

describe('invoiceShiftName', () => {
  it('should name the first line and count the others', () => {
    expect(invoiceShiftName([commission, commission, commission], t)).toEqual({
      label: 'lines.SHIFT_COMMISSION|1042|Nurse, 14/05/2026',
      more: 2,
    });
    expect(invoiceShiftName([commission], t).more).toBe(0);
    expect(invoiceShiftName([], t)).toEqual({ label: '-', more: 0 });
  });
});

describe('invoiceShiftLabels', () => {
  it("should name every shift of an organisation's invoice by ref, position and date, never what it bills", () => {
    const plain = (key: string, params: { ref: number; details: string }) =>
      `${key}|${params.ref}|${params.details}`;
    const second = { ...commission, shiftRef: 1043, positionName: undefined, startDate: undefined };
    expect(invoiceShiftLabels([commission, second], plain)).toEqual([
      'lines.shift|1042|Nurse, 14/05/2026',
      'lines.shift_short|1043|',
    ]);
  });
});

describe('position names in invoice lines', () => {
  const greek = { ...commission, positionNameEl: 'Νοσηλευτής/τρια' };

  it('should name the position in Greek on a Greek page when it has a Greek name', () => {
    expect(invoiceLineLabel(greek, t, 'el')).toBe('lines.SHIFT_COMMISSION|1042|Νοσηλευτής/τρια, 14/05/2026');
    const plain = (key: string, params: { ref: number; details: string }) =>
      `${key}|${params.ref}|${params.details}`;
    expect(invoiceShiftLabels([greek], plain, 'el')).toEqual([
      'lines.shift|1042|Νοσηλευτής/τρια, 14/05/2026',
    ]);
    expect(invoiceShiftName([greek], t, 'el').label).toContain('Νοσηλευτής/τρια');
  });

  it('should keep the English name in English, and without a Greek name', () => {
    expect(invoiceLineLabel(greek, t, 'en')).toContain('Nurse,');
    expect(invoiceLineLabel(commission, t, 'el')).toContain('Nurse,');
  });
});
