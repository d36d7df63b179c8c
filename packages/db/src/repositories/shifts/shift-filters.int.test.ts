import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ShiftSort } from '@careshift/domain/shifts/list-order';
import type { ShiftStatus } from '@careshift/domain/shifts/status';

import { forgetDensities } from '../../paging/read-density';
import { newShift } from '../../testing/fixtures';
import { createTestDb } from '../../testing/test-db';
import { createRepositories } from '../create-repositories';

import type { ShiftListInput } from './shift-lists';
import type { NewShift } from './shift-records';

// Issue 16: multi-value filters read one filtered key query sized by the density of its matches, or fan
// out per status when they were sparse. Whatever the plan and whatever the process remembers, every
// filter combination must return exactly its rows, in order, across pages.

const HOUR = 3_600_000;
const CLIENTS = ['client-a', 'client-b'];
const POSITIONS = ['carer', 'midwife', 'nurse'];
const PARTNERS = ['p1', 'p2', 'p3', 'p4'];
/** Skewed like real data: mostly COMPLETED, a few PENDING and NO_SHOW. */
const STATUS_CYCLE: ShiftStatus[] = [
  'COMPLETED',
  'FINISHED',
  'COMPLETED',
  'CLAIMED',
  'COMPLETED',
  'VERIFIED',
  'COMPLETED',
  'CANCELED',
  'FINISHED',
  'COMPLETED',
  'ABANDONED',
  'COMPLETED',
  'FINISHED',
  'COMPLETED',
  'CLAIMED',
  'COMPLETED',
  'COMPLETED',
  'FINISHED',
  'COMPLETED',
  'PENDING',
  'COMPLETED',
  'FINISHED',
  'COMPLETED',
  'NO_SHOW',
];
const held = (status: ShiftStatus) => ['CLAIMED', 'FINISHED', 'COMPLETED', 'NO_SHOW'].includes(status);

/** 288 shifts over two clients, starting from March to June 2026, created in another order. */
function seedShifts(): NewShift[] {
  return Array.from({ length: 288 }, (_, i) => {
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length] as ShiftStatus;
    const claimedBy = held(status) ? PARTNERS[(i * 7) % 4] : undefined;
    const start = Date.UTC(2026, 2, 1, 6) + ((i * 37) % 110) * 24 * HOUR + (i % 3) * HOUR;
    return newShift({
      shiftId: `s-${String(i).padStart(3, '0')}`,
      clientId: CLIENTS[i % 7 === 0 ? 1 : 0] as string,
      positionId: POSITIONS[(i * 5) % 3] as string,
      status,
      ...(claimedBy ? { claimedBy, partnerName: claimedBy.toUpperCase() } : {}),
      startDate: new Date(start).toISOString(),
      createdAt: new Date(Date.UTC(2026, 1, 1) + ((i * 53) % 288) * HOUR).toISOString(),
    });
  });
}

describe('multi-value shift filters', async () => {
  const { service, client } = await createTestDb();
  const repos = createRepositories(service);
  const shifts = seedShifts().map((shift) => ({ ...shift, version: 1, updatedAt: shift.createdAt }));
  await service.entities.shift.put(shifts).go();

  afterEach(() => {
    forgetDensities();
    vi.restoreAllMocks();
  });

  /** Every page of a list: full pages but the last, each row once. */
  async function walk(input: ShiftListInput, limit: number) {
    const rows: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await repos.shifts.listShifts({ ...input, cursor, limit });
      if (page.cursor) expect(page.items).toHaveLength(limit);
      rows.push(...page.items.map((shift) => shift.shiftId));
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { rows, pages };
  }

  function expected(match: (shift: NewShift) => boolean, sort: ShiftSort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    return shifts
      .filter(match)
      .sort(
        (a, b) => sign * (a[sort.field].localeCompare(b[sort.field]) || a.shiftId.localeCompare(b.shiftId)),
      )
      .map((shift) => shift.shiftId);
  }

  const byStartDesc = { field: 'startDate', direction: 'desc' } as const;
  const byCreatedDesc = { field: 'createdAt', direction: 'desc' } as const;
  const byCreatedAsc = { field: 'createdAt', direction: 'asc' } as const;
  const april = { from: '2026-04-01', to: '2026-04-30' };
  const inApril = (shift: NewShift) =>
    shift.startDate >= '2026-03-31T21:00:00.000Z' && shift.startDate < '2026-04-30T21:00:00.000Z';
  const cases: [string, ShiftListInput, (shift: NewShift) => boolean, ShiftSort][] = [
    [
      'a client, FINISHED or COMPLETED, a month of start days',
      { filter: { clientIds: ['client-a'], statuses: ['FINISHED', 'COMPLETED'] }, startDays: april },
      (s) => s.clientId === 'client-a' && ['FINISHED', 'COMPLETED'].includes(s.status) && inApril(s),
      byStartDesc,
    ],
    [
      'a client, three statuses and a position',
      {
        filter: {
          clientIds: ['client-a'],
          statuses: ['CLAIMED', 'FINISHED', 'COMPLETED'],
          positionIds: ['nurse'],
        },
      },
      (s) =>
        s.clientId === 'client-a' &&
        ['CLAIMED', 'FINISHED', 'COMPLETED'].includes(s.status) &&
        s.positionId === 'nurse',
      byCreatedDesc,
    ],
    [
      'two clients, two positions and two statuses',
      {
        filter: { clientIds: CLIENTS, statuses: ['FINISHED', 'CLAIMED'], positionIds: ['nurse', 'carer'] },
      },
      (s) => s.positionId !== 'midwife' && ['FINISHED', 'CLAIMED'].includes(s.status),
      byCreatedAsc,
    ],
    [
      'a client and a position, any status, by start',
      { filter: { clientIds: ['client-a'], positionIds: ['midwife'] } },
      (s) => s.clientId === 'client-a' && s.positionId === 'midwife',
      byStartDesc,
    ],
    [
      'a client, a partner and two statuses',
      { filter: { clientIds: ['client-a'], partnerIds: ['p2'], statuses: ['FINISHED', 'COMPLETED'] } },
      (s) =>
        s.clientId === 'client-a' && s.claimedBy === 'p2' && ['FINISHED', 'COMPLETED'].includes(s.status),
      byCreatedDesc,
    ],
    [
      'a client and two rare statuses',
      { filter: { clientIds: ['client-a'], statuses: ['PENDING', 'NO_SHOW'] } },
      (s) => s.clientId === 'client-a' && ['PENDING', 'NO_SHOW'].includes(s.status),
      byCreatedAsc,
    ],
    [
      'two clients and two statuses',
      { filter: { clientIds: CLIENTS, statuses: ['CLAIMED', 'CANCELED'] } },
      (s) => ['CLAIMED', 'CANCELED'].includes(s.status),
      byStartDesc,
    ],
    [
      'two positions and three statuses, no client',
      { filter: { positionIds: ['carer', 'midwife'], statuses: ['FINISHED', 'CLAIMED', 'ABANDONED'] } },
      (s) => s.positionId !== 'nurse' && ['FINISHED', 'CLAIMED', 'ABANDONED'].includes(s.status),
      byCreatedAsc,
    ],
  ];

  for (const [name, input, match, sort] of cases) {
    it(`should list ${name} exactly, page after page, before and after it learnt the density`, async () => {
      const want = expected(match, sort);
      expect(want.length).toBeGreaterThan(3);
      for (const limit of [10, 3]) {
        const cold = await walk({ ...input, sort }, limit);
        expect(cold.rows).toEqual(want);
        const warm = await walk({ ...input, sort }, limit);
        expect(warm.rows).toEqual(want);
        expect(warm.pages).toBe(Math.max(1, Math.ceil(want.length / limit)));
      }
    });
  }

  it('should keep a walk on the plan its cursor was made by when the plan changes between pages', async () => {
    const input = {
      filter: { clientIds: ['client-a'], statuses: ['PENDING', 'NO_SHOW'] as ShiftStatus[] },
      sort: byCreatedAsc,
    };
    const want = expected(
      (s) => s.clientId === 'client-a' && ['PENDING', 'NO_SHOW'].includes(s.status),
      byCreatedAsc,
    );
    // The first page reads one filtered key query and finds its matches sparse; the next pages of this
    // walk keep that plan (its cursor), a new walk fans out per status.
    const first = await repos.shifts.listShifts({ ...input, limit: 4 });
    const rest = await walk({ ...input, cursor: undefined }, 4);
    const second = await repos.shifts.listShifts({ ...input, limit: 4, cursor: first.cursor });
    expect([...first.items, ...second.items].map((s) => s.shiftId)).toEqual(want.slice(0, 8));
    expect(rest.rows).toEqual(want);
  });

  it('should read a dense filtered page in one request once the density of its matches is known', async () => {
    const send = vi.spyOn(client, 'send');
    const input: ShiftListInput = {
      filter: {
        clientIds: ['client-a'],
        statuses: ['CLAIMED', 'FINISHED', 'COMPLETED'],
        positionIds: ['carer'],
      },
    };
    await repos.shifts.listShifts(input);
    send.mockClear();
    const page = await repos.shifts.listShifts(input);
    expect(page.items).toHaveLength(10);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("should read a client's shifts of a position from the client-and-position key, evaluating little more than the page once it knows the density", async () => {
    const input: ShiftListInput = {
      filter: {
        clientIds: ['client-a'],
        statuses: ['CLAIMED', 'FINISHED', 'COMPLETED'],
        positionIds: ['nurse'],
      },
    };
    const want = expected(
      (s) =>
        s.clientId === 'client-a' &&
        s.positionId === 'nurse' &&
        ['CLAIMED', 'FINISHED', 'COMPLETED'].includes(s.status),
      byCreatedDesc,
    );
    await repos.shifts.listShifts(input);
    const send = vi.spyOn(client, 'send');
    const page = await repos.shifts.listShifts(input);
    expect(page.items.map((shift) => shift.shiftId)).toEqual(want.slice(0, 10));
    const inputs = send.mock.calls.map(([command]) => command.input as { IndexName?: string });
    expect(inputs.map((query) => query.IndexName)).toEqual(['gsi14']);
    const outputs = (await Promise.all(send.mock.results.map((result) => result.value))) as {
      ScannedCount: number;
    }[];
    // 11 matches (the page and one more, to know a next page exists) in about 5 of every 8 of the
    // position's shifts: 27 evaluated with the headroom, against 44 or more on the client's key.
    expect(outputs[0]?.ScannedCount).toBeLessThanOrEqual(Math.ceil((11 / (5 / 8)) * 1.5));
  });

  it('should read a client in two statuses as one key query, and per status once the matches proved sparse', async () => {
    const send = vi.spyOn(client, 'send');
    const dense: ShiftListInput = {
      filter: { clientIds: ['client-a'], statuses: ['FINISHED', 'COMPLETED'] },
    };
    await repos.shifts.listShifts(dense);
    send.mockClear();
    await repos.shifts.listShifts(dense);
    expect(send).toHaveBeenCalledTimes(1);
    const sparse: ShiftListInput = { filter: { clientIds: ['client-a'], statuses: ['PENDING', 'NO_SHOW'] } };
    await repos.shifts.listShifts(sparse);
    send.mockClear();
    await repos.shifts.listShifts(sparse);
    const indexes = send.mock.calls.map(([command]) => (command.input as { IndexName?: string }).IndexName);
    expect(indexes).toEqual(['gsi4', 'gsi4']);
  });
});
