import {
  createAttendanceRepository,
  createInvoiceRepositories,
  createShiftRepositories,
} from '@careshift/db';

import { onDemand } from '../bundling/on-demand';
import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

import type { ExportStore } from './export-store';
import type { ExportDeps } from './exports';
import type { TimesheetExportDeps } from './timesheet-export';

/**
 * The documents bucket's exports/ prefix (the S3 client, the multipart uploader and the presigner),
 * imported by the first export: files of their own beside the bundle
 * (docs/decisions/performance/area-loads.md).
 */
const store = onDemand<ExportStore>(async () => (await import('./export-store')).exportStore(), {
  write: true,
  presignDownload: true,
});

/**
 * The exports area: the invoice, shift and approved timesheet lists, the documents bucket's exports/ prefix and the clock.
 * The multipart uploader (lib-storage) reaches this area's bundle only.
 */
export function exportDeps(): ExportDeps & TimesheetExportDeps {
  const repositories = repositoriesOf({
    invoices: createInvoiceRepositories,
    shifts: createShiftRepositories,
    attendance: createAttendanceRepository,
  });
  return { ...repositories, store, clock };
}
