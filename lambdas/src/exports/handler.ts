import { invoicesExport, shiftsExport } from '@careshift/contract/operations/invoices';
import { timesheetsExport } from '@careshift/contract/operations/timesheet-export';

import { areaHandler, route } from '../http/pipeline';

import { exportDeps } from './export-deps';
import { exportInvoices, exportShifts } from './exports';
import { exportApprovedHours } from './timesheet-export';

/** The exports area Lambda: the invoice and shift lists (issue 12) and approved hours (issue 34) as CSV files. */
export const handler = areaHandler([
  route(invoicesExport, ({ query }) => exportInvoices(exportDeps(), query)),
  route(shiftsExport, ({ query }, { viewer }) => exportShifts(exportDeps(), viewer, query)),
  route(timesheetsExport, ({ query }) => exportApprovedHours(exportDeps(), query)),
]);
