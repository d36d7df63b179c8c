import * as z from 'zod/mini';

import { defineOperation } from '../operation';

import { calendarDay } from './calendar-day';
import { csvExportSchema } from './invoices';
import { recordId } from './record-fields';

/**
 * The approved hours' export (issue 34), in its own file: the exports Lambda imports it without the
 * attendance schemas and the Cyprus places they check against (issue 37 item 1).
 */
export const timesheetExportQuerySchema = z.object({
  from: calendarDay,
  to: calendarDay,
  clientId: z.optional(recordId),
});

export const timesheetsExport = defineOperation({
  id: 'timesheets-export',
  method: 'GET',
  path: '/api/timesheets/export',
  access: ['SYSTEM_USER'],
  area: 'exports',
  summary:
    'Approved hours for payroll: the APPROVED and SETTLED timesheets whose shift starts within whole Nicosia days (from, to; one organisation when given) as CSV (UTF-8 with BOM, Asia/Nicosia times), written to storage page by page; answers a short-lived download link.',
  input: { query: timesheetExportQuerySchema },
  output: csvExportSchema,
});
