import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import {
  createAggregateRepository,
  createAuditRepository,
  createClientRepository,
  createClientUserRepository,
  createContactMessageRepository,
  createContactSendRepository,
  createIdempotencyRepository,
  createInvoiceRepositories,
  createNotificationIntentRepository,
  createPartnerDocumentRepository,
  createPartnerPrivateRepository,
  createPaymentNoteRepository,
  createPartnerRepositories,
  createPartnerProfileRepository,
  createPositionRepository,
  createReviewRepository,
  createSequenceRepository,
  createSettingsRepository,
  createShiftRepositories,
  createSignInRevocationRepository,
  createSystemUserRepository,
} from '@careshift/db';

import { createCognitoAccounts } from './accounts/cognito-accounts';
import type { CognitoAccounts } from './accounts/cognito-accounts';
import { withSignInRevocation } from './accounts/revoking-accounts';
import type { ClientDeps } from './clients/client-deps';
import { testClock } from './clock';
import type { Clock } from './clock';
import type { DocumentDeps } from './documents/document-deps';
import { documentStore } from './documents/document-store';
import { detectFileType } from './documents/file-type-detector';
import { logger } from './http/logger';
import { businessMetrics } from './http/metrics';
import type { InvoiceDeps } from './invoices/invoice-deps';
import { invoicePdf } from './invoices/invoice-pdf';
import { createAwsEmailSender } from './notifications/aws-email-sender';
import { createAwsMessageSender } from './notifications/aws-message-sender';
import { createShiftNotifier } from './notifications/shift-notifier';
import type { ShiftNotifier } from './notifications/shift-notifier';
import type { PartnerDeps } from './partners/partner-deps';
import type { HelpCenterDeps } from './public/contact';
import { repositoriesOf } from './repositories';
import type { AuditTrailDeps } from './settings/audit-trail';
import type { SettingsDeps } from './settings/settings';
import type { ShiftDeps } from './shifts/shift-deps';
import type { SignInRoleDeps } from './sign-in-roles/sign-in-roles';
import type { StatsDeps } from './stats/monthly-statistics';
import type { SystemUserDeps } from './system-users/system-users';

// Each area names the repositories its operations use (repositoriesOf, repositories.ts): its bundle
// holds those repository modules and no other.

/** The system clock; the local stack's test clock shifts it (`testClock: true`, never in AWS). */
export const clock: Clock = testClock;

export function positionDeps() {
  return { ...repositoriesOf({ positions: createPositionRepository }), clock };
}

/** Local twins take any credentials; in AWS the SDK's default chain applies. */
function endpointOptions(endpoint: string | undefined) {
  return endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
}

let accounts: CognitoAccounts | undefined;

/** The user pool, created once per container (Cognito in AWS, the auth twin locally). */
export function accountDeps() {
  if (!accounts) {
    const client = new CognitoIdentityProviderClient({
      region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
      ...endpointOptions(readOptionalEnv(ENV.cognitoEndpoint)),
    });
    accounts = withSignInRevocation(
      createCognitoAccounts(client, readEnv(ENV.userPoolId), readOptionalEnv(ENV.userPoolClientId)),
      repositoriesOf({ signInRevocations: createSignInRevocationRepository }).signInRevocations,
    );
  }
  return { accounts };
}

let notifier: ShiftNotifier | undefined;

/** Shift notifications through SNS (SMS) and SESv2 (e-mail); the outbox locally. */
export function shiftNotifier(): ShiftNotifier {
  notifier ??= createShiftNotifier({
    ...repositoriesOf({
      partnerPrivate: createPartnerPrivateRepository,
      clientUsers: createClientUserRepository,
      systemUsers: createSystemUserRepository,
      notificationIntents: createNotificationIntentRepository,
    }),
    sender: createAwsMessageSender(),
    appUrl: readOptionalEnv(ENV.appUrl),
    logError: (message, details) => logger.error(message, details),
  });
  return notifier;
}

/** The shifts area's use cases: repositories, clock, notifier and business metrics. */
export function shiftDeps(): ShiftDeps {
  const repositories = repositoriesOf({
    shifts: createShiftRepositories,
    reviews: createReviewRepository,
    clients: createClientRepository,
    positions: createPositionRepository,
    partners: createPartnerRepositories,
    partnerPrivate: createPartnerPrivateRepository,
    clientUsers: createClientUserRepository,
    systemUsers: createSystemUserRepository,
    settings: createSettingsRepository,
    aggregates: createAggregateRepository,
    idempotency: createIdempotencyRepository,
    sequences: createSequenceRepository,
    paymentNotes: createPaymentNoteRepository,
  });
  return { ...repositories, clock, notifier: shiftNotifier(), metrics: businessMetrics };
}

/** The scheduled jobs' dependencies (sweep and reminders). */
export function jobDeps() {
  return {
    ...repositoriesOf({
      shifts: createShiftRepositories,
      idempotency: createIdempotencyRepository,
      notificationIntents: createNotificationIntentRepository,
    }),
    notifier: shiftNotifier(),
    clock,
    logError: (message: string, details: Record<string, unknown>) => logger.error(message, details),
  };
}

/**
 * The clients area: clients, their users, positions (to check ids), client configurations, the
 * per-client shift counters, shifts (a partner's access), the user pool and the clock.
 */
export function clientDeps(): ClientDeps {
  const repositories = repositoriesOf({
    clients: createClientRepository,
    clientUsers: createClientUserRepository,
    positions: createPositionRepository,
    settings: createSettingsRepository,
    aggregates: createAggregateRepository,
    shifts: createShiftRepositories,
  });
  return { ...repositories, ...accountDeps(), clock, sender: accountNoticeSender() };
}

let accountNotices: ReturnType<typeof createAwsEmailSender> | undefined;

/** E-mail only (SESv2; the outbox locally): the notices of sign-in changes (clients, system users). */
function accountNoticeSender() {
  accountNotices ??= createAwsEmailSender();
  return accountNotices;
}

/** The partners area: profiles, private items, positions, the user pool and the clock. */
export function partnerDeps(): PartnerDeps {
  const repositories = repositoriesOf({
    partners: createPartnerRepositories,
    partnerPrivate: createPartnerPrivateRepository,
    positions: createPositionRepository,
  });
  return { ...repositories, ...accountDeps(), clock };
}

/** The system users area: their records, the user pool and the clock. */
export function systemUserDeps(): SystemUserDeps {
  return {
    ...repositoriesOf({ systemUsers: createSystemUserRepository }),
    ...accountDeps(),
    clock,
    sender: accountNoticeSender(),
  };
}

/** The sign-in roles area (Manage Claims): the user pool, and the clients a role may name. */
export function signInRoleDeps(): SignInRoleDeps {
  return { ...accountDeps(), ...repositoriesOf({ clients: createClientRepository }) };
}

/** The settings area: the system configuration and the clock. */
export function settingsDeps(): SettingsDeps {
  return { ...repositoriesOf({ settings: createSettingsRepository }), clock };
}

/** The activity trails: audit entries and the records that name who made each change. */
export function auditTrailDeps(): AuditTrailDeps {
  return repositoriesOf({
    audit: createAuditRepository,
    systemUsers: createSystemUserRepository,
    clientUsers: createClientUserRepository,
    partnerProfiles: createPartnerProfileRepository,
  });
}

/** The documents area: document records, partners, shifts (for an organisation's access) and S3. */
export function documentDeps(): DocumentDeps {
  return {
    ...repositoriesOf({
      partners: createPartnerRepositories,
      partnerDocuments: createPartnerDocumentRepository,
      shifts: createShiftRepositories,
    }),
    store: documentStore(),
    detectFileType,
    clock,
    logError: (message, details) => logger.error(message, details),
  };
}

let helpCenter: HelpCenterDeps | undefined;

/** The public area: enquiries, the contact throttle, SES (the outbox locally) and the company inbox. */
export function helpCenterDeps(): HelpCenterDeps {
  helpCenter ??= {
    ...repositoriesOf({
      contactMessages: createContactMessageRepository,
      contactSends: createContactSendRepository,
    }),
    sender: createAwsEmailSender(),
    inbox: readEnv(ENV.contactInbox),
    clock,
    logError: (message, details) => logger.error(message, details),
  };
  return helpCenter;
}

/** The stats area: the aggregates and the clock. */
export function statsDeps(): StatsDeps {
  return { ...repositoriesOf({ aggregates: createAggregateRepository }), clock };
}

let invoiceSender: InvoiceDeps['sender'] | undefined;

/** The invoices area: invoices, shifts, partners, organisations, settings, SES and the PDF. */
export function invoiceDeps(): InvoiceDeps {
  invoiceSender ??= createAwsMessageSender();
  return {
    ...repositoriesOf({
      invoices: createInvoiceRepositories,
      notificationIntents: createNotificationIntentRepository,
      shifts: createShiftRepositories,
      partners: createPartnerRepositories,
      partnerPrivate: createPartnerPrivateRepository,
      clients: createClientRepository,
      settings: createSettingsRepository,
    }),
    clock,
    sender: invoiceSender,
    pdf: invoicePdf,
    logError: (message, details) => logger.error(message, details),
  };
}
