import { clock } from '../clock';

import { licenceSweepDeps } from './job-deps';
import { reportingJobHandler } from './job-handler';
import { runLicenceSweep } from './licence-sweep';

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('licence-sweep', 'Licence sweep done', () =>
  runLicenceSweep({ deps: licenceSweepDeps(), now: clock.now() }),
);
