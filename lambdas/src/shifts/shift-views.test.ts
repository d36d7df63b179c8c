import { describe, expect, it } from 'vitest';

import type { ShiftRecord } from '@careshift/db';

import { mapsUrlOf, toShiftRow } from './shift-views';

const shift = {
  shiftId: 's-1',
  refNumber: 7,
  clientId: 'client-a',
  clientName: 'Apollo Clinic',
  positionId: 'NURSE',
  positionName: 'Nurse',
  positionRates: {
    normalDayHourlyRate: 1500,
    normalNightHourlyRate: 1800,
    holidayDayHourlyRate: 2200,
    holidayNightHourlyRate: 2600,
  },
  status: 'CLAIMED',
  claimedBy: 'partner-1',
  partnerName: 'Maria Georgiou',
  cost: { totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 },
  startDate: '2031-03-13T05:00:00.000Z',
  endDate: '2031-03-13T13:00:00.000Z',
  deadline: '2031-03-12T05:00:00.000Z',
  createdBy: 'admin-1',
  createdAt: '2031-03-01T05:00:00.000Z',
  updatedAt: '2031-03-01T05:00:00.000Z',
  version: 2,
} as ShiftRecord;

const viewer = (role: 'SYSTEM_USER' | 'CLIENT' | 'EMPLOYEE', userId = 'u-1') => ({
  userId,
  role,
  clientId: role === 'CLIENT' ? 'client-a' : undefined,
  email: undefined,
  phoneNumber: undefined,
  issuedAt: undefined,
});

describe('shift rows per viewer', () => {
  it("should carry the position's Greek name when the shift has one, and no empty one otherwise", () => {
    expect(toShiftRow({ ...shift, positionNameEl: 'Νοσηλευτής/τρια' }, viewer('CLIENT')).position).toEqual({
      id: 'NURSE',
      name: 'Nurse',
      nameEl: 'Νοσηλευτής/τρια',
    });
    expect(toShiftRow({ ...shift, positionNameEl: '' }, viewer('CLIENT')).position).toEqual({
      id: 'NURSE',
      name: 'Nurse',
    });
  });

  it('should never show a client the commission or the earnings', () => {
    expect(toShiftRow(shift, viewer('CLIENT')).cost).toEqual({ totalCost: 12000, currency: 'EUR' });
    expect(toShiftRow(shift, viewer('SYSTEM_USER')).cost).toMatchObject({
      companyCommission: 2400,
      employeeEarnings: 9600,
    });
  });

  it("should show a partner someone else's claimed shift as taken, without the partner", () => {
    const row = toShiftRow(shift, viewer('EMPLOYEE', 'partner-2'));
    expect(row.claimedByOther).toBe(true);
    expect(row).not.toHaveProperty('claimedBy');
    expect(row).not.toHaveProperty('employeeName');
    expect(toShiftRow(shift, viewer('EMPLOYEE', 'partner-1'))).toMatchObject({
      claimedBy: 'partner-1',
      employeeName: 'Maria Georgiou',
    });
  });

  it('should link an address to a maps search, by coordinates when known', () => {
    const address = { street: 'Anexartisias 10', city: 'LIMASSOL', postalCode: '3036', countryCode: 'CY' };
    expect(mapsUrlOf(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Anexartisias%2010%2C%203036%20LIMASSOL%2C%20CY',
    );
    expect(mapsUrlOf({ ...address, lat: 34.68, long: 33.04 })).toContain('query=34.68%2C33.04');
  });
});
