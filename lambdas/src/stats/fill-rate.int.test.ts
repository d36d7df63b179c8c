import { beforeAll, describe, expect, it } from 'vitest';

import { createRepositories } from '@careshift/db';
import type { NewShift, Repositories } from '@careshift/db';
import { ADMIN, contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { NotFoundError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { clientFillRate, fillRate } from './fill-rate';

const NOW = new Date('2031-06-30T12:00:00.000Z');
const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();
/** A start `days` days before NOW. */
const startDaysAgo = (days: number) => NOW.getTime() - days * DAY;

const viewer = (role: Viewer['role'], userId: string, clientId?: string): Viewer => ({
  userId,
  role,
  clientId,
  email: undefined,
  phoneNumber: undefined,
  issuedAt: undefined,
});
const administrator = viewer('SYSTEM_USER', ADMIN.id);
const ownerOf = (clientId: string) => viewer('OWNER', `owner-${clientId}`, clientId);

const CREATED = '2030-01-01T08:00:00.000Z';

/** An organisation and its owner. */
async function addClient(repos: Repositories, clientId: string): Promise<void> {
  const created = await repos.clients.createClient(
    {
      clientId,
      name: `Clinic ${clientId}`,
      legalName: `Clinic ${clientId} Ltd`,
      status: 'VERIFIED',
      phoneNumber: '+35722000000',
      positionIds: ['nurse', 'midwife'],
      address: { countryCode: 'CY', city: 'LIMASSOL', street: 'Anexartisias 10', postalCode: '3036' },
      createdAt: CREATED,
      updatedAt: CREATED,
      version: 1,
    },
    {
      userId: `owner-${clientId}`,
      clientId,
      firstName: 'Eleni',
      lastName: 'Ioannou',
      email: `owner-${clientId}@example.com`,
      status: 'VERIFIED',
      lang: 'en',
      createdAt: CREATED,
      updatedAt: CREATED,
    },
    contextAt(CREATED),
  );
  expect(created).toBe(true);
}

let n = 0;
/** A shift posted 2 days before its start, claimed `fillHours` after posting when given. */
function shiftOf(
  clientId: string,
  daysAgo: number,
  overrides: Partial<NewShift> & { fillHours?: number } = {},
): NewShift {
  const { fillHours, ...rest } = overrides;
  const start = startDaysAgo(daysAgo);
  const posted = start - 2 * DAY;
  n += 1;
  return newShift({
    shiftId: `shift-${clientId}-${n}`,
    clientId,
    startDate: at(start),
    createdAt: at(posted),
    ...(fillHours === undefined
      ? {}
      : {
          status: 'FINISHED',
          claimedBy: 'partner-1',
          partnerName: 'Maria',
          claimedAt: at(posted + fillHours * HOUR),
        }),
    ...rest,
  });
}

describe('request-getFillRate and client-fillRate', () => {
  let repos: Repositories;
  const deps = () => ({
    shiftFillFacts: repos.shiftFillFacts,
    clients: repos.clients,
    clock: { now: () => NOW },
  });

  beforeAll(async () => {
    const db = await createTestDb();
    repos = createRepositories(db.service);
    await addClient(repos, 'client-a');
    await addClient(repos, 'client-b');
    const a = [
      shiftOf('client-a', 1, { fillHours: 1, claimedVia: 'INVITATION' }),
      shiftOf('client-a', 3, { fillHours: 3, boostedAt: at(startDaysAgo(3) - DAY), boostCount: 1 }),
      shiftOf('client-a', 5, { fillHours: 5, status: 'COMPLETED' }),
      shiftOf('client-a', 8, { fillHours: 7, status: 'NO_SHOW', claimedVia: 'WAITLIST' }),
      shiftOf('client-a', 10, { status: 'ABANDONED', boostedAt: at(startDaysAgo(10) - DAY) }),
      shiftOf('client-a', 12, { status: 'VERIFIED' }),
      shiftOf('client-a', 20, {
        fillHours: 9,
        positionId: 'midwife',
        positionName: 'Midwife',
        positionNameEl: 'Μαία',
      }),
      shiftOf('client-a', 25, { status: 'PENDING' }), // never offered
      shiftOf('client-a', 60, { fillHours: 30 }), // in the 90 days only
      shiftOf('client-a', 120, { fillHours: 1 }), // outside both periods
      shiftOf('client-a', -2, { status: 'CLAIMED', fillHours: 1 }), // starts in the future
    ];
    const b = [shiftOf('client-b', 2, { fillHours: 48 }), shiftOf('client-b', 4, { status: 'ABANDONED' })];
    const created = await repos.shifts.createShifts([...a, ...b], contextAt(at(NOW.getTime() - 200 * DAY)));
    expect(created.failed).toEqual([]);
    // Cancelled before its start (posted 2 days before; the creation context is its last change): not posted.
    const early = shiftOf('client-a', 6, { status: 'CANCELED' });
    expect((await repos.shifts.createShifts([early], contextAt(at(startDaysAgo(6) - DAY)))).failed).toEqual(
      [],
    );
    // Cancelled at its start by an administrator: posted, unfilled.
    const late = shiftOf('client-a', 7, { status: 'CANCELED' });
    expect((await repos.shifts.createShifts([late], contextAt(at(startDaysAgo(7) + HOUR)))).failed).toEqual(
      [],
    );
  });

  it("should report one organisation's last 30 days overall and per position", async () => {
    const report = await clientFillRate(deps(), ownerOf('client-a'), 'client-a', {});
    expect(report).toMatchObject({ days: '30', from: at(startDaysAgo(30)), to: NOW.toISOString() });
    // Posted: 5 filled (1, 3, 5, 7, 9 h), abandoned, verified, cancelled at the start = 8.
    expect(report.overall).toEqual({
      posted: 8,
      filled: 5,
      fillRatePercent: 62.5,
      medianMinutes: 300,
      p90Minutes: 492, // rank 3.6 of 60, 180, 300, 420, 540
      invited: 2,
      invitedSharePercent: 40,
      boosted: 2,
      boostedSharePercent: 25,
      boostedFilled: 1,
      boostedFillRatePercent: 50,
    });
    expect(report.positions.map((row) => [row.positionId, row.positionName, row.posted, row.filled])).toEqual(
      [
        ['nurse', 'Nurse', 7, 4],
        ['midwife', 'Midwife', 1, 1],
      ],
    );
    expect(report.positions[1]).toMatchObject({
      positionNameEl: 'Μαία',
      medianMinutes: 540,
      p90Minutes: 540,
    });
    expect(report.generatedAt).toBe(NOW.toISOString());
  });

  it('should cover 90 days when asked', async () => {
    const report = await clientFillRate(deps(), administrator, 'client-a', { days: '90' });
    expect(report.overall).toMatchObject({ posted: 9, filled: 6, medianMinutes: 360 });
  });

  it("should give administrators every organisation's shifts, in slices that meet without gap or overlap", async () => {
    const report = await fillRate(deps(), { days: '30' });
    expect(report.overall).toMatchObject({ posted: 10, filled: 6, fillRatePercent: 60 });
    expect(report.overall.p90Minutes).toBe(1710); // rank 4.5 of 60, 180, 300, 420, 540, 2880
    const ninety = await fillRate(deps(), { days: '90' });
    expect(ninety.overall).toMatchObject({ posted: 11, filled: 7 });
  });

  it('should answer an empty period with zeros and nulls', async () => {
    const report = await clientFillRate(
      { ...deps(), clock: { now: () => new Date('2040-01-01T00:00:00.000Z') } },
      ownerOf('client-b'),
      'client-b',
      {},
    );
    expect(report.overall).toMatchObject({
      posted: 0,
      filled: 0,
      fillRatePercent: null,
      medianMinutes: null,
    });
    expect(report.positions).toEqual([]);
  });

  it("should answer another organisation's report, or a missing one, as not found", async () => {
    await expect(clientFillRate(deps(), ownerOf('client-b'), 'client-a', {})).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(clientFillRate(deps(), administrator, 'client-zz', {})).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const own = await clientFillRate(deps(), ownerOf('client-b'), 'client-b', {});
    expect(own.overall).toMatchObject({ posted: 2, filled: 1, medianMinutes: 2880 });
  });
});
