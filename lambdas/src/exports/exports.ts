import { randomUUID } from 'node:crypto';

import type * as z from 'zod/mini';

import type { CsvExport, invoicesExport } from '@careshift/contract/operations/invoices';
import type { Repositories } from '@careshift/db';
import { nicosiaToday } from '@careshift/domain';

import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';
import { shiftListInput } from '../shifts/list-shifts';
import type { ShiftListQueryValues } from '../shifts/list-shifts';

import { firstPageRead, pagesOf, writeCsv } from './csv-export';
import type { CsvColumn } from './csv-export';
import { INVOICE_COLUMNS, SHIFT_COLUMNS } from './export-columns';
import type { InvoiceExportRow } from './export-columns';
import type { ExportStore, StoredExport } from './export-store';

export interface ExportDeps {
  invoices: Pick<Repositories['invoices'], 'listInvoices' | 'listPartnerInvoices'>;
  shifts: Pick<Repositories['shifts'], 'listShifts' | 'getShifts'>;
  store: ExportStore;
  clock: Clock;
  /** Tests see how the file was stored (parts, multipart). */
  onStored?: (stored: StoredExport) => void;
}

type InvoiceExportQuery = z.output<(typeof invoicesExport)['input']['query']>;

/** The download link lives this long; the file itself a day (the bucket's lifecycle rule). */
export const EXPORT_LINK_SECONDS = 600;
/** Rows read per page: large enough to keep the requests few, small enough for a flat memory. */
const PAGE_SIZE = 250;
/** Invoices per page: each page also reads its shifts' ref numbers (up to 40 shifts an invoice). */
const INVOICE_PAGE_SIZE = 100;

/** Writes the rows as `{name}-{today}.csv` and answers its download link (every export of this area). */
export async function exportCsv<T>(
  deps: Pick<ExportDeps, 'store' | 'clock' | 'onStored'>,
  name: 'invoices' | 'shifts' | 'approved-hours',
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
): Promise<CsvExport> {
  const today = nicosiaToday(deps.clock.now());
  const fileName = `${name}-${today}.csv`;
  const key = `exports/${today}/${randomUUID()}/${fileName}`;
  const { rows, stored } = await writeCsv({
    store: deps.store,
    key,
    columns,
    pages: await firstPageRead(pages),
  });
  deps.onStored?.(stored);
  const url = await deps.store.presignDownload({ key, fileName, expiresInSeconds: EXPORT_LINK_SECONDS });
  return { url, fileName, rows };
}

/**
 * invoices-export: the administrators' invoice list with its filters (statuses, partner, order), as CSV,
 * from its first page (or from the list's cursor, when one is given).
 */
export function exportInvoices(deps: ExportDeps, query: InvoiceExportQuery): Promise<CsvExport> {
  const now = deps.clock.now();
  const filter = {
    ...(query.statuses.length ? { statuses: query.statuses } : {}),
    ...(query.direction ? { direction: query.direction } : {}),
    limit: INVOICE_PAGE_SIZE,
  };
  async function* rows(): AsyncGenerator<InvoiceExportRow[]> {
    const pages = pagesOf(
      (cursor) =>
        query.partnerId
          ? deps.invoices.listPartnerInvoices({ ...filter, partnerId: query.partnerId, cursor })
          : deps.invoices.listInvoices({ ...filter, cursor }),
      query.cursor ?? null,
    );
    for await (const invoices of pages) {
      const shifts = await deps.shifts.getShifts(
        invoices.flatMap((invoice) => invoice.shifts.map((s) => s.shiftId)),
      );
      const refs = new Map(shifts.map((shift) => [shift.shiftId, shift.refNumber]));
      yield invoices.map((invoice) => ({
        invoice,
        now,
        shiftRefs: invoice.shifts.flatMap((s) => refs.get(s.shiftId) ?? []).sort((a, b) => a - b),
      }));
    }
  }
  return exportCsv(deps, 'invoices', INVOICE_COLUMNS, rows());
}

/**
 * requests-export: the administrators' shift list with its filters (the same query as requests-list), as
 * CSV, from its first page (or from the list's cursor, when one is given).
 */
export function exportShifts(
  deps: ExportDeps,
  viewer: Viewer,
  query: ShiftListQueryValues,
): Promise<CsvExport> {
  const input = shiftListInput(query, viewer);
  const pages = pagesOf(
    (cursor) => deps.shifts.listShifts({ ...input, cursor, limit: PAGE_SIZE }),
    query.cursor ?? null,
  );
  return exportCsv(deps, 'shifts', SHIFT_COLUMNS, pages);
}
