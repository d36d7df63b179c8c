import { describe, expect, it } from 'vitest';

import type { ShiftSort } from '@careshift/domain/shifts/list-order';

import { InvalidCursorError } from '../../paging/cursor';
import type { Page } from '../../paging/page';
import { contextAt, newShift } from '../../testing/fixtures';
import { createTestDb } from '../../testing/test-db';
import { createRepositories } from '../create-repositories';

import type { ShiftListFilter } from './shift-query-plan';
import type { NewShift, ShiftRecord } from './shift-records';

const NOW = '2026-05-01T09:00:00.000Z';
const CLIENTS = ['client-a', 'client-b'];
const POSITIONS = ['nurse', 'carer', 'midwife'];
const STATUSES = ['VERIFIED', 'CLAIMED', 'FINISHED', 'CANCELED'] as const;
const PARTNERS = ['p1', 'p2', 'p3'];

/** 48 shifts over April–May 2026 in every combination of client, position and status. */
function seedShifts(): NewShift[] {
  return Array.from({ length: 48 }, (_, i) => {
    const status = STATUSES[i % 4] as (typeof STATUSES)[number];
    const claimedBy = status === 'VERIFIED' ? undefined : PARTNERS[i % 3];
    const day = 1 + ((i * 7) % 60);
    const start = new Date(Date.UTC(2026, 3, day, 5 + (i % 10), 0));
    return newShift({
      shiftId: `s-${String(i).padStart(2, '0')}`,
      clientId: CLIENTS[i % 2] as string,
      positionId: POSITIONS[i % 3] as string,
      status,
      ...(claimedBy ? { claimedBy, partnerName: claimedBy.toUpperCase() } : {}),
      startDate: start.toISOString(),
      createdAt: new Date(Date.UTC(2026, 2, 1, 0, i * 13)).toISOString(),
    });
  });
}

describe('shift lists', async () => {
  const { service } = await createTestDb();
  const repos = createRepositories(service);
  const { created } = await repos.shifts.createShifts(seedShifts(), contextAt(NOW));

  async function readAll(read: (cursor: string | null) => Promise<Page<ShiftRecord>>, pageSize = 10) {
    const rows: ShiftRecord[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await read(cursor);
      if (page.cursor) expect(page.items).toHaveLength(pageSize);
      rows.push(...page.items);
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 20);
    return rows.map((row) => row.shiftId);
  }

  function expected(match: (s: ShiftRecord) => boolean, sort: ShiftSort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    return created
      .filter(match)
      .sort(
        (a, b) => sign * (a[sort.field].localeCompare(b[sort.field]) || a.shiftId.localeCompare(b.shiftId)),
      )
      .map((s) => s.shiftId);
  }

  const sorts: ShiftSort[] = [
    { field: 'createdAt', direction: 'desc' },
    { field: 'createdAt', direction: 'asc' },
    { field: 'startDate', direction: 'desc' },
    { field: 'startDate', direction: 'asc' },
  ];
  const filters: [string, ShiftListFilter, (s: ShiftRecord) => boolean][] = [
    ['no filter', {}, () => true],
    [
      'two statuses',
      { statuses: ['CLAIMED', 'FINISHED'] },
      (s) => ['CLAIMED', 'FINISHED'].includes(s.status),
    ],
    ['a client', { clientIds: ['client-b'] }, (s) => s.clientId === 'client-b'],
    [
      'a client and two statuses',
      { clientIds: ['client-a'], statuses: ['VERIFIED', 'CANCELED'] },
      (s) => s.clientId === 'client-a' && ['VERIFIED', 'CANCELED'].includes(s.status),
    ],
    ['two partners', { partnerIds: ['p1', 'p3'] }, (s) => s.claimedBy === 'p1' || s.claimedBy === 'p3'],
    [
      'a position and a status',
      { positionIds: ['carer'], statuses: ['FINISHED'] },
      (s) => s.positionId === 'carer' && s.status === 'FINISHED',
    ],
    [
      'a client, a partner and a position',
      { clientIds: ['client-a'], partnerIds: ['p2'], positionIds: ['nurse', 'midwife'] },
      (s) => s.clientId === 'client-a' && s.claimedBy === 'p2' && s.positionId !== 'carer',
    ],
    ['uninvoiced claimed', { statuses: ['CLAIMED'], invoiced: false }, (s) => s.status === 'CLAIMED'],
  ];

  for (const [name, filter, match] of filters) {
    for (const sort of sorts) {
      it(`should list shifts by ${name}, ${sort.field} ${sort.direction}, page by page`, async () => {
        const rows = await readAll((cursor) => repos.shifts.listShifts({ filter, sort, cursor }));
        expect(rows).toEqual(expected(match, sort));
      });
    }
  }

  it('should filter start dates by whole Nicosia days, in either order', async () => {
    // 2026-04-10 00:00 in Nicosia is 2026-04-09T21:00Z; 2026-04-20 23:59:59 is 2026-04-20T20:59:59Z.
    const inRange = (s: ShiftRecord) =>
      s.startDate >= '2026-04-09T21:00:00.000Z' && s.startDate < '2026-04-20T21:00:00.000Z';
    for (const sort of sorts) {
      const rows = await readAll((cursor) =>
        repos.shifts.listClientShifts({
          clientId: 'client-a',
          startDays: { from: '2026-04-10', to: '2026-04-20' },
          sort,
          cursor,
        }),
      );
      expect(rows).toEqual(expected((s) => s.clientId === 'client-a' && inRange(s), sort));
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('should list a partner’s shifts by status', async () => {
    const rows = await readAll((cursor) =>
      repos.shifts.listPartnerShifts({
        partnerId: 'p2',
        filter: { statuses: ['FINISHED', 'CANCELED'] },
        sort: { field: 'startDate', direction: 'asc' },
        cursor,
      }),
    );
    expect(rows).toEqual(
      expected((s) => s.claimedBy === 'p2' && ['FINISHED', 'CANCELED'].includes(s.status), {
        field: 'startDate',
        direction: 'asc',
      }),
    );
  });

  it('should list open shifts of a partner’s positions that have not started, soonest first', async () => {
    const now = '2026-04-20T00:00:00.000Z';
    const rows = await readAll(
      (cursor) => repos.shifts.listOpenShifts({ positionIds: ['nurse', 'midwife'], now, cursor, limit: 3 }),
      3,
    );
    const open = (s: ShiftRecord) =>
      ['VERIFIED', 'CLAIMED'].includes(s.status) && s.positionId !== 'carer' && s.startDate > now;
    expect(rows).toEqual(expected(open, { field: 'startDate', direction: 'asc' }));
    expect(rows.length).toBeGreaterThan(3);
    const verifiedOnly = await readAll((cursor) =>
      repos.shifts.listOpenShifts({ positionIds: ['nurse'], now, statuses: ['VERIFIED'], cursor }),
    );
    expect(verifiedOnly).toEqual(
      expected((s) => s.status === 'VERIFIED' && s.positionId === 'nurse' && s.startDate > now, {
        field: 'startDate',
        direction: 'asc',
      }),
    );
  });

  it('should list an invoice’s shifts and filter by invoice', async () => {
    const mine = created.filter((s) => s.claimedBy === 'p1' && s.status === 'FINISHED').slice(0, 3);
    await repos.invoices.createInvoice({
      invoice: {
        invoiceId: 'inv-1',
        invoiceRef: 1,
        partnerId: 'p1',
        partnerName: 'P1',
        lines: [],
        total: 7200,
        dueDate: NOW,
        createdBy: 'admin',
        createdAt: NOW,
      },
      shifts: mine,
      context: contextAt(NOW),
    });
    expect((await repos.shifts.listInvoiceShifts('inv-1')).map((s) => s.shiftId).sort()).toEqual(
      mine.map((s) => s.shiftId).sort(),
    );
    const page = await repos.shifts.listShifts({
      filter: { invoiceId: 'inv-1' },
      sort: { field: 'createdAt', direction: 'desc' },
      limit: 2,
    });
    expect(page.items).toHaveLength(2);
    const rest = await repos.shifts.listShifts({
      filter: { invoiceId: 'inv-1' },
      sort: { field: 'createdAt', direction: 'desc' },
      limit: 2,
      cursor: page.cursor,
    });
    expect([...page.items, ...rest.items].map((s) => s.shiftId)).toEqual(
      expected((s) => mine.includes(s), { field: 'createdAt', direction: 'desc' }),
    );
    const uninvoiced = await readAll((cursor) =>
      repos.shifts.listPartnerShifts({
        partnerId: 'p1',
        filter: { statuses: ['FINISHED'], invoiced: false },
        cursor,
      }),
    );
    expect(uninvoiced).toEqual(
      expected((s) => s.claimedBy === 'p1' && s.status === 'FINISHED' && !mine.includes(s), {
        field: 'createdAt',
        direction: 'desc',
      }),
    );
  });

  it('should find shifts for the sweeps: ended claimed ones and unclaimed ones past their claim deadline', async () => {
    const now = '2026-04-15T00:00:00.000Z';
    const ended = await readAll((cursor) => repos.shifts.listEndedClaimedShifts({ now, cursor }));
    expect(ended).toEqual(
      expected((s) => s.status === 'CLAIMED' && s.endDate < now, { field: 'startDate', direction: 'asc' }),
    );
    const late = await repos.shifts.listShiftsPastClaimDeadline({ status: 'VERIFIED', now, limit: 100 });
    expect(late.items.map((s) => s.shiftId).sort()).toEqual(
      created
        .filter((s) => s.status === 'VERIFIED' && s.deadline < now)
        .map((s) => s.shiftId)
        .sort(),
    );
  });

  it('should refuse a cursor given with other filters', async () => {
    const first = await repos.shifts.listShifts({ filter: { statuses: ['CLAIMED'] } });
    await expect(
      repos.shifts.listShifts({ filter: { statuses: ['FINISHED'] }, cursor: first.cursor }),
    ).rejects.toBeInstanceOf(InvalidCursorError);
  });
});
