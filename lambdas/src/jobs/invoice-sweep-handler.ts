import { clock } from '../clock';

import { runInvoiceSweep } from './invoice-sweep';
import { invoiceSweepDeps } from './job-deps';
import { reportingJobHandler } from './job-handler';

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('invoice-sweep', 'Overdue sweep done', () =>
  runInvoiceSweep({ deps: invoiceSweepDeps(), now: clock.now() }),
);
