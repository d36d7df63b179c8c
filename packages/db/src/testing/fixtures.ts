import type { Actor, ChangeContext } from '../repositories/audit';
import type { NewPartner } from '../repositories/partner-records';
import type { NewShift } from '../repositories/shifts/shift-records';

/** Builders of plain records for the repositories' integration tests. */
export const ADMIN: Actor = { id: 'admin-1', role: 'SYSTEM_USER' };

export function contextAt(at: string, actor: Actor = ADMIN, reason?: string): ChangeContext {
  return { actor, at, ...(reason ? { reason } : {}) };
}

const HOUR = 3_600_000;
export const RATES = {
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2200,
  holidayNightHourlyRate: 2600,
};

let ref = 0;

/** A shift of 8 hours costing €120 with €24 commission, VERIFIED, claim deadline a day before it starts. */
export function newShift(overrides: Partial<NewShift> & { shiftId: string; startDate: string }): NewShift {
  const start = Date.parse(overrides.startDate);
  ref += 1;
  return {
    refNumber: ref,
    clientId: 'client-a',
    clientName: 'Apollo Clinic',
    positionId: 'nurse',
    positionName: 'Nurse',
    positionRates: RATES,
    status: 'VERIFIED',
    cost: { totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 },
    endDate: new Date(start + 8 * HOUR).toISOString(),
    deadline: new Date(start - 24 * HOUR).toISOString(),
    createdBy: ADMIN.id,
    createdAt: '2026-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function newPartner(overrides: Partial<NewPartner> & { partnerId: string }): NewPartner {
  return {
    firstName: 'Maria',
    lastName: 'Georgiou',
    status: 'VERIFIED',
    positionIds: ['nurse'],
    registrationExpirationDate: '2027-06-30',
    createdAt: '2026-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function partnerPrivate(partnerId: string, at = '2026-01-01T08:00:00.000Z') {
  return {
    info: {
      partnerId,
      email: `${partnerId}@example.com`,
      lang: 'el' as const,
      phoneNumber: '+35799000000',
      phoneCountryCode: '+357',
      address: { street: 'Makariou 1', city: 'NICOSIA', countryCode: 'CY', postalCode: '1065' },
      registrationNumber: 'CY-12345',
      idCard: 'X123456',
      updatedAt: at,
    },
    bankDetails: {
      partnerId,
      iban: 'CY17002001280000001200527600',
      bankName: 'Bank of Cyprus',
      updatedAt: at,
    },
  };
}
