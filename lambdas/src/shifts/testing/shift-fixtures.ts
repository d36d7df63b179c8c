import { fromNicosiaWallClock, addCalendarDays, nicosiaDateOf } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';
import { isCyprusHoliday } from '@careshift/domain';
import type { ClientStatus, PartnerStatus } from '@careshift/domain';

/** A position, two organisations, their users, partners in several standings and an administrator. */
export const RATES = {
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2200,
  holidayNightHourlyRate: 2600,
};

export const IDS = {
  nurse: 'NURSE',
  carer: 'CARER',
  clientA: 'client-a',
  clientB: 'client-b',
  pendingClient: 'client-pending',
  partners: ['partner-1', 'partner-2'],
  pendingPartner: 'partner-pending',
  carerPartner: 'partner-carer',
  admin: 'admin-1',
} as const;

const AT = '2026-01-01T08:00:00.000Z';
const context = { actor: { id: IDS.admin, role: 'SYSTEM_USER' as const }, at: AT };

export const claims = {
  // An administrator's token: signed in with the authenticator app (`mfa: totp`, issue 30).
  admin: { sub: IDS.admin, role: 'SYSTEM_USER', email: 'admin@example.com', mfa: 'totp' },
  clientA: { sub: 'user-a', role: 'CLIENT', companyId: IDS.clientA },
  clientB: { sub: 'user-b', role: 'OWNER', companyId: IDS.clientB },
  pendingClient: { sub: 'user-pending', role: 'CLIENT', companyId: IDS.pendingClient },
  partner: (partnerId: string) => ({ sub: partnerId, role: 'EMPLOYEE', phone_number: phoneOf(partnerId) }),
};

const phoneNumbers = new Map<string, string>();
/**
 * The fixture partners' mobile numbers: +357 96, two digits of the Vitest worker running this file,
 * four of the partner. Files run side by side share one outbox, so each file's partner-1 has a
 * number of its own and `outbox.waitFor(phone)` never sees another file's SMS.
 */
const FILE_DIGITS = String(Number(process.env.VITEST_WORKER_ID ?? 0) % 100).padStart(2, '0');
function phoneOf(partnerId: string): string {
  if (!phoneNumbers.has(partnerId))
    phoneNumbers.set(partnerId, `+35796${FILE_DIGITS}${String(phoneNumbers.size * 37).padStart(4, '0')}`);
  return phoneNumbers.get(partnerId) as string;
}

/** A Nicosia wall-clock instant `days` calendar days from now, as UTC ISO. */
export function nicosiaAt(days: number, time: string, now = new Date()): string {
  return fromNicosiaWallClock(addCalendarDays(nicosiaDateOf(now), days), time).toISOString();
}

/** A shift's three instants: Nicosia wall-clock times `days` ahead, its claim deadline `deadlineDays` ahead. */
function shiftAt(
  days: number,
  from: string,
  toDays: number,
  to: string,
  deadlineDays: number,
  deadline: string,
) {
  return {
    startDate: nicosiaAt(days, from),
    endDate: nicosiaAt(toDays, to),
    deadline: nicosiaAt(deadlineDays, deadline),
  };
}

/**
 * Shifts of an ordinary week about two months ahead (inside the posting horizon, whatever today is): the
 * first Tuesday from 56 days on whose Tuesday, Wednesday and next Tuesday and Wednesday are no Cyprus
 * holiday. TUESDAY is 10:00–18:00 (8 hours at the day rate), WEDNESDAY 10:00–16:00, NEXT_TUESDAY a
 * week later, TUESDAY_NIGHT 22:00–06:00 the same evening.
 */
export function ordinaryWeek(now = new Date()) {
  const ymd = (days: number) => nicosiaAt(days, '12:00', now).slice(0, 10);
  const plain = (days: number) => !isCyprusHoliday(ymd(days));
  let d = 56;
  while (
    new Date(`${ymd(d)}T12:00:00Z`).getUTCDay() !== 2 ||
    ![0, 1, 7, 8].every((offset) => plain(d + offset))
  )
    d += 1;
  return {
    TUESDAY: shiftAt(d, '10:00', d, '18:00', d - 1, '10:00'),
    WEDNESDAY: shiftAt(d + 1, '10:00', d + 1, '16:00', d, '10:00'),
    NEXT_TUESDAY: shiftAt(d + 7, '10:00', d + 7, '18:00', d + 6, '10:00'),
    TUESDAY_NIGHT: shiftAt(d, '22:00', d + 1, '06:00', d - 1, '22:00'),
  };
}

/** An instant `hours` after another (ISO). */
export function hoursAfter(instant: string, hours: number): string {
  return new Date(Date.parse(instant) + hours * 3_600_000).toISOString();
}

async function addClient(
  repos: Repositories,
  clientId: string,
  status: ClientStatus,
  owner: string,
  email: string,
) {
  await repos.clients.createClient(
    {
      clientId,
      name: `Clinic ${clientId}`,
      legalName: `Clinic ${clientId} Ltd`,
      status,
      phoneNumber: '+35722000000',
      positionIds: [IDS.nurse],
      address: { countryCode: 'CY', city: 'LIMASSOL', street: 'Anexartisias 10', postalCode: '3036' },
      createdAt: AT,
      updatedAt: AT,
      version: 1,
    },
    {
      userId: owner,
      clientId,
      firstName: 'Eleni',
      lastName: 'Ioannou',
      email,
      status: 'VERIFIED',
      lang: 'en',
      createdAt: AT,
      updatedAt: AT,
    },
    context,
  );
}

export async function addPartner(
  repos: Repositories,
  partnerId: string,
  options: {
    status?: PartnerStatus;
    positionIds?: string[];
    weeklyShiftLimit?: number;
    lang?: 'en' | 'el';
    firstName?: string;
    restrictedReasonType?: 'LICENCE_EXPIRED' | 'INVOICE_OVERDUE';
    registrationExpirationDate?: string;
  } = {},
) {
  await repos.partners.createPartner(
    {
      profile: {
        partnerId,
        firstName: options.firstName ?? 'Maria',
        lastName: `Georgiou ${partnerId}`,
        status: options.status ?? 'VERIFIED',
        positionIds: options.positionIds ?? [IDS.nurse],
        ...(options.weeklyShiftLimit ? { weeklyShiftLimit: options.weeklyShiftLimit } : {}),
        ...(options.restrictedReasonType ? { restrictedReasonType: options.restrictedReasonType } : {}),
        registrationExpirationDate: options.registrationExpirationDate ?? '2030-12-31',
        createdAt: AT,
      },
      info: {
        partnerId,
        email: `${partnerId}@example.com`,
        lang: options.lang ?? 'en',
        phoneNumber: phoneOf(partnerId),
        phoneCountryCode: '+357',
        registrationNumber: 'CY-1',
        idCard: 'X123456',
        updatedAt: AT,
      },
      bankDetails: {
        partnerId,
        iban: 'CY17002001280000001200527600',
        bankName: 'Bank of Cyprus',
        updatedAt: AT,
      },
    },
    context,
  );
}

/** Writes the fixtures above; they are independent records, so they are written at once. */
export async function seedShiftFixtures(service: DbService): Promise<Repositories> {
  const repos = createRepositories(service);
  const position = (positionId: string, name: string) =>
    repos.positions.createPosition({ positionId, name, ...RATES, createdAt: AT, updatedAt: AT });
  await Promise.all([
    position(IDS.nurse, 'Nurse'),
    position(IDS.carer, 'Carer'),
    addClient(repos, IDS.clientA, 'VERIFIED', 'user-a', 'user-a@example.com'),
    addClient(repos, IDS.clientB, 'VERIFIED', 'user-b', 'user-b@example.com'),
    addClient(repos, IDS.pendingClient, 'PENDING', 'user-pending', 'user-pending@example.com'),
    repos.settings.saveClientSettings(
      IDS.clientB,
      {
        companyCommissionRatePercent: 25,
        employeeRatePercent: 75,
        nightShiftStartHour: 22,
        nightShiftEndHour: 6,
      },
      context,
    ),
    ...IDS.partners.map((partnerId) =>
      addPartner(repos, partnerId, { lang: partnerId === 'partner-2' ? 'el' : 'en' }),
    ),
    addPartner(repos, IDS.pendingPartner, { status: 'PENDING' }),
    addPartner(repos, IDS.carerPartner, { positionIds: [IDS.carer] }),
    repos.systemUsers.createSystemUser({
      systemUserId: IDS.admin,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin-updates@example.com',
      status: 'ACTIVE',
      lang: 'en',
      receiveRequestUpdates: true,
      createdAt: AT,
      updatedAt: AT,
    }),
  ]);
  return repos;
}

export { phoneOf };
