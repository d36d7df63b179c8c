import type { Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { pagesOf, writeCsv } from './csv-export';
import type { CsvColumn } from './csv-export';
import { euros, nicosiaTime } from './export-columns';
import type { ExportStore } from './export-store';

interface Row {
  name: string;
  cents: number;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Total (EUR)', value: (row) => euros(row.cents) },
];

/** A store that reads what it is given, as S3's uploader does, and records the order of events. */
function recordingStore(events: string[]) {
  const written: { key?: string; text?: string; contentType?: string } = {};
  const store: ExportStore = {
    async write({ key, body, contentType }) {
      const chunks: Buffer[] = [];
      for await (const chunk of body as Readable) {
        events.push('uploaded');
        chunks.push(Buffer.from(chunk));
      }
      Object.assign(written, { key, contentType, text: Buffer.concat(chunks).toString('utf8') });
      return { parts: 1, multipart: false };
    },
    presignDownload: async () => 'https://example.test/file.csv',
  };
  return { store, written };
}

describe('writeCsv', () => {
  it('should write a BOM, a header, CRLF rows, Greek as UTF-8 and euros with two decimals', async () => {
    const { store, written } = recordingStore([]);
    const rows: Row[] = [
      { name: 'Μαρία Ιωάννου', cents: 1250 },
      { name: 'Smith, "Jo"', cents: 5 },
    ];
    const result = await writeCsv({
      store,
      key: 'exports/x.csv',
      columns: COLUMNS,
      pages: pagesOf(async () => ({ items: rows, cursor: null })),
    });
    expect(result.rows).toBe(2);
    expect(written.contentType).toBe('text/csv; charset=utf-8');
    expect(written.text).toBe('\ufeffName,Total (EUR)\r\nΜαρία Ιωάννου,12.50\r\n"Smith, ""Jo""",0.05\r\n');
  });

  it('should escape a cell that a spreadsheet would run as a formula', async () => {
    const { store, written } = recordingStore([]);
    await writeCsv({
      store,
      key: 'exports/x.csv',
      columns: COLUMNS,
      pages: pagesOf(async () => ({
        items: [{ name: '=HYPERLINK("http://evil")', cents: 0 }],
        cursor: null,
      })),
    });
    expect(written.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('should read the next page only as the upload takes the rows, not all pages first', async () => {
    const events: string[] = [];
    const { store } = recordingStore(events);
    const big = 'α'.repeat(40_000);
    const pages = pagesOf(async (cursor) => {
      const page = Number(cursor ?? 0);
      events.push(`read ${page}`);
      return { items: [{ name: big, cents: page }], cursor: page < 59 ? String(page + 1) : null };
    });
    const result = await writeCsv({ store, key: 'exports/x.csv', columns: COLUMNS, pages });
    expect(result.rows).toBe(60);
    // Stream buffers hold a few rows ahead at most; the rest wait for the upload to take them.
    expect(events.indexOf('uploaded')).toBeLessThan(events.indexOf('read 30'));
  });

  it('should fail the export, and upload nothing whole, when a page cannot be read', async () => {
    const { store, written } = recordingStore([]);
    const pages = pagesOf(async (cursor) => {
      if (cursor) throw new Error('The table is unavailable');
      return { items: [{ name: 'first', cents: 1 }], cursor: 'next' };
    });
    await expect(writeCsv({ store, key: 'exports/x.csv', columns: COLUMNS, pages })).rejects.toThrow(
      'The table is unavailable',
    );
    expect(written.key).toBeUndefined();
  });

  it('should show instants as Nicosia wall-clock time', () => {
    expect(nicosiaTime('2026-12-31T22:30:00.000Z')).toBe('2027-01-01 00:30');
    expect(nicosiaTime(undefined)).toBe('');
    expect(euros(0)).toBe('0.00');
    expect(euros(123_456)).toBe('1234.56');
  });
});
