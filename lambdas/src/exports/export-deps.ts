import {
  createAttendanceRepository,
  createInvoiceRepositories,
  createShiftRepositories,
} from '@careshift/db';

import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

import { exportStore } from './export-store';
import type { ExportDeps } from './exports';
import type { TimesheetExportDeps } from './timesheet-export';

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
  return { ...repositories, store: exportStore(), clock };
}
