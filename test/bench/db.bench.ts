// Issue 4: with 100,000 shifts seeded in DynamoDB Local, a page of open shifts for a partner and a page of
// a client's shifts with two filters, each ÷ one raw DynamoDB Query of 10 items (goal ≤ 2); the dashboard's
// aggregates read at 100,000 shifts ÷ at 1,000 (goal ≤ 1.3). Issue 16: multi-value filters (goal ≤ 2, also
// reported cold) and the scale seed (db-seed.ts: its parallel batches ÷ one at a time, goal ≥ 3).
import { performance } from 'node:perf_hooks';

import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import type { createDocumentClient } from '@careshift/db';
import type { Repositories, ShiftListFilter } from '@careshift/db';
import { forgetDensities } from '@careshift/db/paging/read-density';
import { nicosiaDate } from '@careshift/domain/time/nicosia';
import { startDynamoDbLocal } from '@careshift/local/twins/dynamodb-local';
import { freePort } from '@careshift/local/twins/free-port';

import type { BenchRow } from './bench-row';
import { seeded, seedRows, seedSamples } from './db-seed';

const LARGE = Number(process.env.BENCH_DB_SHIFTS ?? 100_000);
const SMALL = 1_000;
const ROUNDS = 60;
const WARM_UP = 10;
const DAY = 86_400_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Median milliseconds of each task, run in turns so that machine load falls on all of them alike. */
async function timeInTurns(tasks: Record<string, () => Promise<unknown>>): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(tasks).map((name) => [name, []]));
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    for (const [name, task] of Object.entries(tasks)) {
      const started = performance.now();
      await task();
      if (round >= WARM_UP) samples[name]?.push(performance.now() - started);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
}

/** The dashboard's reads: six months of monthly stats and the entity counts. */
function dashboardRead(repos: Repositories, now: number) {
  const toMonth = nicosiaDate(now).slice(0, 7);
  const fromMonth = nicosiaDate(now - 182 * DAY).slice(0, 7);
  return () =>
    Promise.all([
      repos.aggregates.readMonthlyShiftStats({ fromMonth, toMonth }),
      repos.aggregates.readEntityCounts(),
    ]);
}

interface SeededTable {
  client: ReturnType<typeof createDocumentClient>;
  repos: Repositories;
  table: string;
}

interface PageCase {
  name: string;
  /** Key queries the page runs in parallel (one per position or status). */
  queries: number;
  goal: boolean;
  /** Also measured cold: nothing remembered of how dense the filter's matches were (read-density.ts). */
  cold?: boolean;
  read: () => Promise<{ items: unknown[] }>;
}

/** The positions of a partner with that many positions (or of the first partner). */
function partnerPositions(partners: { positionIds: string[] }[], count: number): string[] {
  return (partners.find((p) => p.positionIds.length === count) ?? partners[0])?.positionIds ?? [];
}

/** The pages measured: a partner's open shifts and a client's shifts with two filters. */
async function pageCases(repos: Repositories, now: number): Promise<PageCase[]> {
  const verified = (await repos.partners.listPartners({ status: 'VERIFIED', limit: 100 })).items;
  const onePosition = partnerPositions(verified, 1);
  const twoPositions = partnerPositions(verified, 2);
  const clientId = (await repos.clients.listClientsByCreated({ limit: 1 })).items[0]?.clientId as string;
  const positionId = (await repos.clients.getClient(clientId))?.positionIds[0] as string;
  const lastMonth = { from: nicosiaDate(now - 30 * DAY), to: nicosiaDate(now) };
  const byStart = { field: 'startDate', direction: 'desc' } as const;
  const nowIso = new Date(now).toISOString();
  const open = (positionIds: string[]) => () => repos.shifts.listOpenShifts({ positionIds, now: nowIso });
  const worked = await repos.shifts.listClientShifts({
    clientId,
    filter: { statuses: ['FINISHED'] },
    startDays: lastMonth,
  });
  const regular = worked.items.find((shift) => shift.claimedBy)?.claimedBy ?? '';
  const clientPage =
    (filter: ShiftListFilter, days = true) =>
    () =>
      repos.shifts.listClientShifts({
        clientId,
        filter,
        ...(days ? { startDays: lastMonth, sort: byStart } : {}),
      });
  return [
    {
      name: 'Open shifts of a partner with 1 position',
      queries: 1,
      goal: true,
      read: open(onePosition),
    },
    {
      name: 'Open shifts of a partner with 2 positions',
      queries: 2,
      goal: false,
      read: open(twoPositions),
    },
    {
      name: "A client's shifts: FINISHED, last 30 days",
      queries: 1,
      goal: true,
      read: clientPage({ statuses: ['FINISHED'] }),
    },
    {
      name: "A client's shifts: a partner, FINISHED or COMPLETED (partner key, client and status filter expression)",
      queries: 1,
      goal: false,
      read: clientPage({ partnerIds: [regular], statuses: ['FINISHED', 'COMPLETED'] }, false),
    },
    {
      name: "A client's shifts: FINISHED or COMPLETED, last 30 days (one key query, statuses filter expression, sized by the density last seen)",
      queries: 1,
      goal: true,
      cold: true,
      read: clientPage({ statuses: ['FINISHED', 'COMPLETED'] }),
    },
    {
      name: "A client's shifts: 3 statuses and a position (the client-and-position key, statuses filter expression, sized by the density last seen)",
      queries: 1,
      goal: true,
      cold: true,
      read: clientPage({ statuses: ['CLAIMED', 'FINISHED', 'COMPLETED'], positionIds: [positionId] }, false),
    },
  ];
}

/** Median times of the raw query, the pages and the dashboard reads, measured in turns. */
export async function measureReads(large: SeededTable, small: SeededTable, now: number) {
  const { repos, client } = large;
  const clientId = (await repos.clients.listClientsByCreated({ limit: 1 })).items[0]?.clientId as string;
  const rawQuery = () =>
    client.send(
      new QueryCommand({
        TableName: large.table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `$careshift#clientid_${clientId.toLowerCase()}` },
        ScanIndexForward: false,
        Limit: 10,
      }),
    );
  const cases = await pageCases(repos, now);
  const rows = await Promise.all(cases.map(async (page) => (await page.read()).items.length));
  const ms = await timeInTurns({
    raw: rawQuery,
    ...Object.fromEntries(cases.map((page, i) => [`page${i}`, page.read])),
    dashboardLarge: dashboardRead(repos, now),
    dashboardSmall: dashboardRead(small.repos, now),
  });
  // Cold: each read forgets every density first, so it is measured apart from the warm pages.
  const coldMs = await timeInTurns({
    raw: rawQuery,
    ...Object.fromEntries(
      cases.flatMap((page, i) =>
        page.cold
          ? [
              [
                `page${i}`,
                () => {
                  forgetDensities();
                  return page.read();
                },
              ],
            ]
          : [],
      ),
    ),
  });
  return {
    ms,
    cases: cases.map((page, i) => ({
      ...page,
      rows: rows[i] ?? 0,
      ms: ms[`page${i}`] ?? 0,
      coldRatio: page.cold ? (coldMs[`page${i}`] ?? 0) / (coldMs.raw ?? 1) : undefined,
    })),
  };
}

export default async function bench(): Promise<BenchRow[]> {
  const dynamo = await startDynamoDbLocal(await freePort());
  try {
    const now = Date.now();
    const small = await seeded(dynamo.endpoint, 'bench-db-small', SMALL, now);
    const samples = await seedSamples(dynamo.endpoint, now);
    const large = await seeded(dynamo.endpoint, 'bench-db-large', LARGE, now);
    const { ms, cases } = await measureReads(large, small, now);
    const ratio = (value: number, base: number) => Math.round((value / base) * 100) / 100;
    const dashboard = ratio(ms.dashboardLarge ?? 0, ms.dashboardSmall ?? 1);
    const rows: BenchRow[] = [
      ...seedRows(samples, { ...large, shifts: LARGE }),
      {
        name: 'Raw DynamoDB Query of 10 items (median)',
        value: Math.round((ms.raw ?? 0) * 100) / 100,
        unit: 'ms',
      },
      ...cases.flatMap((page): BenchRow[] => {
        const value = ratio(page.ms, ms.raw ?? 1);
        const queries = page.queries > 1 ? `, ${page.queries} key queries in parallel` : '';
        const row: BenchRow = {
          name: `${page.name} (${page.rows} rows${queries}) ÷ raw query`,
          value,
          unit: '×',
          ...(page.goal ? { goal: '≤ 2', pass: value <= 2 } : {}),
        };
        if (page.coldRatio === undefined) return [row];
        const cold = Math.round(page.coldRatio * 100) / 100;
        return [
          row,
          { name: `${page.name}, cold: no density remembered ÷ raw query`, value: cold, unit: '×' },
        ];
      }),
      {
        name: `Dashboard aggregates read at ${LARGE.toLocaleString('en')} ÷ at ${SMALL.toLocaleString('en')} shifts`,
        value: dashboard,
        unit: '×',
        goal: '≤ 1.3',
        pass: dashboard <= 1.3,
      },
      {
        name: `Dashboard aggregates read at ${LARGE.toLocaleString('en')} shifts (median)`,
        value: Math.round((ms.dashboardLarge ?? 0) * 100) / 100,
        unit: 'ms',
      },
    ];
    return rows;
  } finally {
    await dynamo.stop();
  }
}
