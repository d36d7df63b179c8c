import { invoicesExport, shiftsExport } from '@careshift/contract/operations/invoices';

import { areaHandler, route } from '../http/pipeline';

import { exportDeps } from './export-deps';
import { exportInvoices, exportShifts } from './exports';

/** The exports area Lambda: the invoice and shift lists as CSV files (issue 12). */
export const handler = areaHandler([
  route(invoicesExport, ({ query }) => exportInvoices(exportDeps(), query)),
  route(shiftsExport, ({ query }, { viewer }) => exportShifts(exportDeps(), viewer, query)),
]);
