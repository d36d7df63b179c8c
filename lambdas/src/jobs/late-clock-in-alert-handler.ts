import { ENV, readOptionalEnv } from '@careshift/contract';
import {
  createAttendanceRepository,
  createClientUserRepository,
  createIdempotencyRepository,
  createNotificationIntentRepository,
  createPartnerPrivateRepository,
  createShiftRepositories,
  createSystemUserRepository,
} from '@careshift/db';

import { clock } from '../clock';
import { createAppUrlResolver } from '../notifications/app-url';
import { createSystemRecipientCache } from '../notifications/recipients';
import { repositoriesOf } from '../repositories';

import { reportingJobHandler } from './job-handler';
import { runLateClockInAlerts } from './late-clock-in-alert';
import type { LateAlertDeps } from './late-clock-in-alert';

function lateAlertDeps(): LateAlertDeps {
  const repositories = repositoriesOf({
    shifts: createShiftRepositories,
    attendance: createAttendanceRepository,
    idempotency: createIdempotencyRepository,
    notificationIntents: createNotificationIntentRepository,
    partnerPrivate: createPartnerPrivateRepository,
    clientUsers: createClientUserRepository,
    systemUsers: createSystemUserRepository,
  });
  const appUrl = readOptionalEnv(ENV.appUrl);
  return {
    ...repositories,
    administrators: createSystemRecipientCache(repositories),
    appUrl: appUrl ? async () => appUrl : createAppUrlResolver(),
  };
}

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('late-clock-in-alert', 'Late clock-in alerts done', () =>
  runLateClockInAlerts({ deps: lateAlertDeps(), now: clock.now() }),
);
