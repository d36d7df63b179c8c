import type {
  ClientRecord,
  ClientUserRecord,
  NewPartner,
  PartnerBankDetailsRecord,
  PartnerInfoRecord,
  SystemUserRecord,
} from '@careshift/db';
import type { ClientSettings } from '@careshift/domain/settings/settings';
import { addDaysYmd } from '@careshift/domain/time/instant';
import { nicosiaToday } from '@careshift/domain/time/nicosia';

import { emailOf, mobileOf, personName } from './people';
import { CITIES, CITY_NAMES, CLIENT_KINDS, CLIENT_PLACES } from './places';
import type { Random } from './random';

const DAY = 86_400_000;
const IBAN_BANKS = [
  ['Bank of Cyprus', '002'],
  ['Hellenic Bank', '005'],
  ['Eurobank Cyprus', '018'],
  ['Alpha Bank Cyprus', '009'],
] as const;

/** A valid Cyprus IBAN (mod-97 check digits) for a bank code and account number. */
export function cyprusIban(bankCode: string, account: number): string {
  const bban = `${bankCode}00${String(100 + (account % 900)).padStart(3, '0')}${String(account).padStart(16, '0')}`;
  const numeric = `${bban}CY00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `CY${String(98 - remainder).padStart(2, '0')}${bban}`;
}

function address(random: Random) {
  const city = random.pick(CITY_NAMES);
  const place = CITIES[city];
  return {
    countryCode: 'CY',
    city,
    street: `${random.pick(place.streets)} ${random.int(1, 180)}`,
    postalCode: random.pick(place.postalCodes),
    lat: Math.round((place.centre[0] + (random.next() - 0.5) * 0.05) * 1e5) / 1e5,
    long: Math.round((place.centre[1] + (random.next() - 0.5) * 0.05) * 1e5) / 1e5,
  };
}

export interface SeededClient {
  client: ClientRecord;
  users: ClientUserRecord[];
  config?: ClientSettings;
}

export function buildClients(
  random: Random,
  count: number,
  positionIds: string[],
  now: number,
): SeededClient[] {
  return Array.from({ length: count }, (_, i) => {
    const clientId = random.id('client');
    const createdAt = new Date(now - random.int(200, 720) * DAY).toISOString();
    const name = `${CLIENT_PLACES[i % CLIENT_PLACES.length]} ${CLIENT_KINDS[Math.floor(i / CLIENT_PLACES.length + i) % CLIENT_KINDS.length]}${i >= CLIENT_PLACES.length * 2 ? ` ${Math.floor(i / CLIENT_PLACES.length)}` : ''}`;
    const status = random.weighted([
      ['VERIFIED', 88],
      ['PENDING', 6],
      ['DISABLED', 6],
    ] as const);
    const client: ClientRecord = {
      clientId,
      name,
      legalName: `${name} Ltd`,
      status: i === 0 ? 'VERIFIED' : status,
      phoneNumber: `+3572${String(2000000 + random.int(0, 7999999)).slice(0, 7)}`,
      description: `${name}: ${random.int(20, 160)} beds, ${random.pick(['24-hour nursing care', 'rehabilitation after surgery', 'dementia care', 'palliative care', 'maternity and newborn care'])}.`,
      positionIds: random.sample(positionIds, random.int(2, Math.min(4, positionIds.length))).sort(),
      address: address(random),
      createdAt,
      updatedAt: createdAt,
      version: 1,
    };
    const users = Array.from({ length: random.int(1, 4) }, (_, u): ClientUserRecord => {
      const person = personName(random);
      return {
        userId: random.id('user'),
        clientId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: emailOf(person, i * 10 + u, 'clinic.example.com'),
        status:
          u === 0
            ? 'VERIFIED'
            : random.weighted([
                ['VERIFIED', 1],
                ['ACTIVE', 1],
              ] as const),
        contactPhone: mobileOf(50_000 + i * 10 + u),
        lang: person.lang,
        owner: u === 0,
        createdAt: new Date(Date.parse(createdAt) + u * 3 * DAY).toISOString(),
        updatedAt: createdAt,
      };
    });
    const config = random.chance(0.1)
      ? {
          companyCommissionRatePercent: random.pick([15, 18, 22]),
          employeeRatePercent: 0,
          nightShiftStartHour: 21,
          nightShiftEndHour: 7,
        }
      : undefined;
    if (config) config.employeeRatePercent = 100 - config.companyCommissionRatePercent;
    return { client, users, ...(config ? { config } : {}) };
  });
}

export interface SeededPartner {
  profile: NewPartner;
  info: PartnerInfoRecord;
  bankDetails: PartnerBankDetailsRecord;
  /** Until when the partner worked (a disabled or expired partner stopped earlier). */
  activeUntil: number;
  activeFrom: number;
}

const PARTNER_NOTES = [
  'Prefers night shifts.',
  'Speaks Russian and English.',
  'Available on weekends only.',
  'Experienced in dementia care.',
];

/** The first four partners are verified (demo sign-ins); the rest mostly are. */
function partnerStatus(random: Random, i: number): NewPartner['status'] {
  if (i < 4) return 'VERIFIED';
  return random.weighted([
    ['VERIFIED', 82],
    ['PENDING', 5],
    ['RESTRICTED', 6],
    ['DISABLED', 7],
  ] as const);
}

/** The licence's expiry (past for a restricted partner) and when a partner who stopped working stopped. */
function licenceDates(random: Random, at: { today: string; now: number; expired: boolean }) {
  const registrationExpirationDate = at.expired
    ? addDaysYmd(at.today, -random.int(5, 60))
    : addDaysYmd(at.today, random.int(30, 900));
  const stoppedMs = at.expired
    ? Date.parse(`${registrationExpirationDate}T12:00:00Z`)
    : at.now - random.int(20, 120) * DAY;
  return { registrationExpirationDate, stoppedMs };
}

/** A verified partner is still working; a pending one never did; the others stopped. */
function activeUntil(status: NewPartner['status'], createdMs: number, stoppedMs: number): number {
  if (status === 'VERIFIED') return Number.POSITIVE_INFINITY;
  return status === 'PENDING' ? createdMs : stoppedMs;
}

export function buildPartners(
  random: Random,
  count: number,
  positionIds: string[],
  now: number,
): SeededPartner[] {
  const today = nicosiaToday(now);
  return Array.from({ length: count }, (_, i) => {
    const partnerId = random.id('partner');
    const person = personName(random);
    const createdMs = now - random.int(i % 20 === 0 && i >= 4 ? 5 : 200, 900) * DAY;
    const status = partnerStatus(random, i);
    const expired = status === 'RESTRICTED';
    const { registrationExpirationDate, stoppedMs } = licenceDates(random, { today, now, expired });
    const [bankName, bankCode] = random.pick(IBAN_BANKS);
    const createdAt = new Date(createdMs).toISOString();
    const profile: NewPartner = {
      partnerId,
      firstName: person.firstName,
      lastName: person.lastName,
      status,
      ...(expired ? { restrictedReasonType: 'LICENCE_EXPIRED' } : {}),
      ...(random.chance(0.3) ? { weeklyShiftLimit: random.int(3, 6) } : {}),
      positionIds: random
        .sample(
          positionIds,
          random.weighted([
            [1, 60],
            [2, 30],
            [3, 10],
          ] as const),
        )
        .sort(),
      ...(random.chance(0.97) ? { registrationExpirationDate } : {}),
      createdAt,
    };
    return {
      profile,
      info: {
        partnerId,
        email: emailOf(person, i),
        lang: person.lang,
        phoneNumber: mobileOf(i),
        phoneCountryCode: '+357',
        address: {
          ...address(random),
          street2: random.chance(0.2) ? `Flat ${random.int(1, 40)}` : undefined,
        },
        registrationNumber: `CYNMC-${String(10000 + i).padStart(6, '0')}`,
        idCard: String(800000 + ((i * 7727) % 199999)),
        ...(random.chance(0.15) ? { description: random.pick(PARTNER_NOTES) } : {}),
        updatedAt: createdAt,
      },
      bankDetails: {
        partnerId,
        iban: cyprusIban(bankCode, 100000 + i),
        bankName,
        tiNumber: `${String(10000000 + i).slice(0, 8)}${String.fromCharCode(65 + (i % 26))}`,
        updatedAt: createdAt,
      },
      activeFrom: createdMs,
      activeUntil: activeUntil(status, createdMs, stoppedMs),
    };
  });
}

export function buildSystemUsers(random: Random, count: number, now: number): SystemUserRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const person = personName(random);
    const createdAt = new Date(now - random.int(100, 900) * DAY).toISOString();
    return {
      systemUserId: random.id('sysuser'),
      firstName: person.firstName,
      lastName: person.lastName,
      email: emailOf(person, i, 'careshift.example.com'),
      status:
        i === 0
          ? 'ACTIVE'
          : random.weighted([
              ['ACTIVE', 2],
              ['INACTIVE', 1],
              ['DISABLED', 1],
            ] as const),
      lang: person.lang,
      receiveRequestUpdates: random.chance(0.5),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
