import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { InvalidCursorError } from './cursor';
import { readConcatPage, readMergedPage } from './merged-page';
import type { QueryStream } from './query-stream';
import { DENSITY_HEADROOM, forgetDensities, recallDensity, rememberDensity } from './read-density';

interface Row {
  id: string;
  at: number;
  keep: boolean;
}

/** A stream over a sorted array: the cursor is the index after the last evaluated row, like DynamoDB's. */
function arrayStream(
  rows: Row[],
  name: string,
  requests: { count: number; limits?: number[] },
): QueryStream<Row> {
  return {
    key: name,
    filtered: rows.some((row) => !row.keep),
    async run(cursor, limit) {
      requests.count += 1;
      requests.limits?.push(limit);
      const from = cursor === null ? 0 : Number(cursor);
      const evaluated = rows.slice(from, from + limit);
      const end = from + evaluated.length;
      return {
        data: evaluated.filter((row) => row.keep),
        cursor: end < rows.length ? String(end) : null,
        evaluated: evaluated.length,
      };
    },
    cursorAfter: (row) => String(rows.indexOf(row) + 1),
  };
}

const compare = (a: Row, b: Row) => a.at - b.at || a.id.localeCompare(b.id);
const rowsArb = (prefix: string) =>
  fc
    .array(fc.record({ at: fc.integer({ min: 0, max: 50 }), keep: fc.boolean() }), { maxLength: 40 })
    .map((rows) =>
      rows.map((row, i) => ({ ...row, id: `${prefix}${String(i).padStart(3, '0')}` })).sort(compare),
    );

async function readAll(
  read: (cursor: string | null) => Promise<{ items: Row[]; cursor: string | null }>,
  limit: number,
) {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    pages.push(page.items);
    cursor = page.cursor;
  } while (cursor !== null && pages.length < 200);
  for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
  return pages.flat();
}

describe('readMergedPage', () => {
  it('should return every matching row once, in order, with every page but the last full', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowsArb('s'), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 12 }),
        async (lists, limit) => {
          const tagged = lists.map((rows, s) => rows.map((row) => ({ ...row, id: `${s}-${row.id}` })));
          const requests = { count: 0 };
          const streams = tagged.map((rows, s) => arrayStream(rows, `s${s}`, requests));
          const all = await readAll(
            (cursor) => readMergedPage({ name: 't', streams, limit, cursor, compare }),
            limit,
          );
          expect(all).toEqual(
            tagged
              .flat()
              .filter((row) => row.keep)
              .sort(compare),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('should keep reading a filtered stream until the page is full', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: String(i).padStart(3, '0'),
      at: i,
      keep: i % 9 === 0,
    }));
    const requests = { count: 0 };
    const page = await readMergedPage({
      name: 't',
      streams: [arrayStream(rows, 'a', requests)],
      limit: 10,
      compare,
    });
    expect(page.items.map((row) => row.at)).toEqual([0, 9, 18, 27, 36, 45, 54, 63, 72, 81]);
    expect(page.cursor).not.toBeNull();
    expect(requests.count).toBeLessThanOrEqual(3);
  });

  it('should size a filtered request by the density its matches had last time, and fill the page in one', async () => {
    forgetDensities();
    const rows = Array.from({ length: 400 }, (_, i) => ({
      id: String(i).padStart(3, '0'),
      at: i,
      keep: i % 5 === 0,
    }));
    const requests = { count: 0, limits: [] as number[] };
    const read = () =>
      readMergedPage({ name: 'd', streams: [arrayStream(rows, 'a', requests)], limit: 10, compare });
    const cold = await read();
    expect(requests.limits[0]).toBe(44);
    requests.count = 0;
    requests.limits = [];
    const warm = await read();
    expect(warm.items).toEqual(cold.items);
    expect(requests.count).toBe(1);
    // 11 matches at 1 in 5, with headroom: no more than 1.5 times what the page needs.
    expect(requests.limits[0]).toBeLessThanOrEqual(Math.ceil(55 * DENSITY_HEADROOM));
    expect(requests.limits[0]).toBeGreaterThanOrEqual(55);
  });

  it('should end with a null cursor when the last page is exactly full', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: String(i), at: i, keep: true }));
    const page = await readMergedPage({
      name: 't',
      streams: [arrayStream(rows, 'a', { count: 0 })],
      limit: 10,
      compare,
    });
    expect(page.items).toHaveLength(10);
    expect(page.cursor).toBeNull();
  });

  it('should refuse a cursor made by another list or tampered with', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: String(i).padStart(2, '0'),
      at: i,
      keep: true,
    }));
    const first = await readMergedPage({
      name: 'a',
      streams: [arrayStream(rows, 'a', { count: 0 })],
      limit: 10,
      compare,
    });
    const other = readMergedPage({
      name: 'b',
      streams: [arrayStream(rows, 'a', { count: 0 })],
      limit: 10,
      compare,
      cursor: first.cursor,
    });
    await expect(other).rejects.toBeInstanceOf(InvalidCursorError);
    const garbage = readMergedPage({
      name: 'a',
      streams: [arrayStream(rows, 'a', { count: 0 })],
      limit: 10,
      compare,
      cursor: 'x!',
    });
    await expect(garbage).rejects.toBeInstanceOf(InvalidCursorError);
  });
});

describe('readConcatPage', () => {
  it('should return the first stream, then the next, each matching row once, pages full', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowsArb('c'), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 12 }),
        async (lists, limit) => {
          const tagged = lists.map((rows, s) => rows.map((row) => ({ ...row, id: `${s}-${row.id}` })));
          const streams = tagged.map((rows, s) => arrayStream(rows, `s${s}`, { count: 0 }));
          const all = await readAll((cursor) => readConcatPage({ name: 't', streams, limit, cursor }), limit);
          expect(all).toEqual(tagged.flatMap((rows) => rows.filter((row) => row.keep)));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('read density memory', () => {
  it('should remember the last density, never zero, and forget the oldest list beyond its size', () => {
    forgetDensities();
    rememberDensity('a', 0, 40);
    expect(recallDensity('a')).toBeCloseTo(0.5 / 40);
    rememberDensity('a', 30, 40);
    expect(recallDensity('a')).toBeCloseTo(0.75);
    for (let i = 0; i < 1000; i += 1) rememberDensity(`k${i}`, 1, 2);
    expect(recallDensity('a')).toBeUndefined();
    expect(recallDensity('k999')).toBe(0.5);
  });
});
