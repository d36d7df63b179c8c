import { ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import {
  createAggregateRepository,
  createAuditRepository,
  createHeedTransferRepository,
  createCalendarFeedRepository,
  createClientRepository,
  createIdempotencyRepository,
  createInvoiceRepositories,
  createPartnerDocumentRepository,
  createPartnerPrivateRepository,
  createPartnerRepositories,
  createPositionRepository,
  createReviewRepository,
  createShiftRepositories,
  createPushRepository,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { accountDeps } from '../accounts/account-deps';
import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import { onDemand } from '../bundling/on-demand';
import { clock } from '../clock';
import type { Clock } from '../clock';
import { logError } from '../http/logger';
import { createAppUrlResolver } from '../notifications/app-url';
import { createAwsSmsSender } from '../notifications/aws-sms-sender';
import type { SmsSender } from '../notifications/aws-sms-sender';
import { localPushServiceOrigin, vapidKeys } from '../notifications/push-config';
import { createWebPushSender } from '../notifications/push-sender';
import { repositoriesOf } from '../repositories';

import type { CalendarFeedDeps } from './calendar-feed';
import { createHttpHeedIntake } from './heed-intake';
import type { DocumentLinks, HeedTransferDeps } from './heed-transfer';
import type { PushSettingsDeps } from './push-settings';

/** What the partners area's use cases receive: repositories, the user pool, the clock and the SMS sender. */
export type PartnerDeps = Pick<Repositories, 'partners' | 'partnerPrivate' | 'positions'> & {
  accounts: LifecycleAccounts;
  clock: Clock;
  /** Tells a partner what happened to its account (verified; issue 32 item 12). */
  sender: SmsSender;
  logError: (message: string, details: Record<string, unknown>) => void;
  /** The app's address, for the link in a new partner's welcome SMS. */
  appUrl: () => Promise<string | undefined>;
};

/** Read once per container (APP_URL or the web stack's SSM parameter). */
const appUrl = createAppUrlResolver();

/** The partners area: profiles, private items, positions, the user pool and the clock. */
export function partnerDeps(): PartnerDeps {
  const repositories = repositoriesOf({
    partners: createPartnerRepositories,
    partnerPrivate: createPartnerPrivateRepository,
    positions: createPositionRepository,
  });
  return { ...repositories, ...accountDeps(), clock, sender: createAwsSmsSender(), logError, appUrl };
}

/** partner-get's read of the partner's latest transfer to Heed (issue 32 item 12). */
export function heedTransferReadDeps() {
  return repositoriesOf({ heedTransfers: createHeedTransferRepository });
}

/** What the partner's usage read and its deletion check read: shifts and invoices (issue 32). */
export function partnerUsageDeps() {
  return repositoriesOf({
    partners: createPartnerRepositories,
    shifts: createShiftRepositories,
    invoices: createInvoiceRepositories,
  });
}

let secret: Promise<string> | undefined;

/**
 * The intake's signing secret: from Secrets Manager in AWS (HEED_SECRET_ARN, read once per container),
 * from HEED_SIGNING_SECRET locally.
 */
function heedSecret(): Promise<string> {
  secret ??= (async () => {
    const local = readOptionalEnv(ENV.heedSigningSecret);
    if (local) return local;
    const { readSecretString } = await import('../aws/secret-string');
    const stored = await readSecretString(readEnv(ENV.heedSecretArn));
    if (!stored) throw new Error('The Heed signing secret is empty');
    return stored;
  })();
  secret.catch(() => (secret = undefined));
  return secret;
}

/** employee-transferToHeed's dependencies. */
export function heedTransferDeps(): HeedTransferDeps {
  return {
    ...repositoriesOf({
      partners: createPartnerRepositories,
      partnerPrivate: createPartnerPrivateRepository,
      partnerDocuments: createPartnerDocumentRepository,
      idempotency: createIdempotencyRepository,
      audit: createAuditRepository,
      heedTransfers: createHeedTransferRepository,
    }),
    intake: createHttpHeedIntake({ url: readEnv(ENV.heedIntakeUrl), secret: heedSecret }),
    // The S3 client and presigner are imported by the first transfer (docs/decisions/performance/area-loads.md).
    documentLinks: onDemand<DocumentLinks>(async () => (await import('./document-links')).s3DocumentLinks(), {
      linkFor: true,
    }),
    clock,
  };
}

/** A partner's reviews: the reviews, and the partner they are of. */
export function partnerReviewDeps() {
  return repositoriesOf({ reviews: createReviewRepository, partners: createPartnerRepositories });
}

/** The partner statistics: the yearly aggregates and the clock. */
export function partnerStatisticsDeps() {
  return { ...repositoriesOf({ aggregates: createAggregateRepository }), clock };
}

/** The calendar feed's dependencies; the app URL is APP_URL or the web stack's parameter. */
export async function calendarFeedDeps(): Promise<CalendarFeedDeps> {
  const repositories = repositoriesOf({
    calendarFeeds: createCalendarFeedRepository,
    shifts: createShiftRepositories,
    clients: createClientRepository,
    partners: createPartnerRepositories,
    partnerPrivate: createPartnerPrivateRepository,
  });
  const url = await appUrl();
  if (!url) throw new Error('The app URL is unknown: set APP_URL or APP_URL_PARAMETER');
  return { ...repositories, clock, appUrl: url };
}

/** The partner's notifications (issue 36): its phones, choices and the VAPID keys; web-push on first send. */
export function pushSettingsDeps(): PushSettingsDeps {
  return {
    ...repositoriesOf({ push: createPushRepository, partnerPrivate: createPartnerPrivateRepository }),
    pushSender: createWebPushSender(),
    vapidKeys,
    localPushOrigin: localPushServiceOrigin(),
    clock,
  };
}
