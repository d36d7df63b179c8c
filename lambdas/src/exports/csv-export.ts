import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { stringify } from 'csv-stringify';

import type { Page } from '@careshift/db';

import type { ExportStore, StoredExport } from './export-store';

/** One CSV column: its English header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | undefined | null;
}

/**
 * Every page of a list from `start` (the list's own cursor, or the first page), one after the other, as
 * the consumer asks for them (nothing read ahead).
 */
export async function* pagesOf<T>(
  read: (cursor: string | null) => Promise<Page<T>>,
  start: string | null = null,
): AsyncGenerator<T[]> {
  let cursor: string | null = start;
  do {
    const page: Page<T> = await read(cursor);
    yield page.items;
    cursor = page.cursor;
  } while (cursor);
}

/**
 * Reads the first page before anything is written, so that a refused filter or cursor (400) or an
 * unavailable table fails the call cleanly, with no file started; the rest is read as it is written.
 */
export async function firstPageRead<T>(pages: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Writes rows as CSV to storage while they are read: a page of rows becomes records, csv-stringify
 * turns them into text (UTF-8 with a BOM so that Excel shows Greek, CRLF line ends, a header row,
 * cells that start like a formula escaped), and the store uploads the text in parts as it comes. Stream
 * back-pressure holds the next page until the upload has room, so memory stays flat however many rows.
 */
export async function writeCsv<T>(input: {
  store: ExportStore;
  key: string;
  columns: readonly CsvColumn<T>[];
  pages: AsyncIterable<readonly T[]>;
}): Promise<{ rows: number; stored: StoredExport }> {
  const { columns } = input;
  let rows = 0;
  async function* records() {
    for await (const page of input.pages) {
      for (const row of page) {
        rows += 1;
        yield Object.fromEntries(columns.map((column, index) => [index, column.value(row) ?? '']));
      }
    }
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  const feeding = pipeline(Readable.from(records()), csv);
  const writing = input.store
    .write({ key: input.key, body: csv, contentType: CSV_CONTENT_TYPE })
    .catch((error) => {
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  const [stored] = await Promise.all([writing, feeding]);
  return { rows, stored };
}
