import type { DbService } from '../service';

import { createAggregateRepository } from './aggregates';
import { createAttendanceRepository } from './attendance';
import { createAuditRepository } from './audit';
import { createCalendarFeedRepository } from './calendar-feeds';
import { createCandidateReadRepository } from './candidate-reads';
import { createClientUserRepository } from './client-users';
import { createClientRepository } from './clients';
import { createContactMessageRepository } from './contact-messages';
import { createContactSendRepository } from './contact-sends';
import {
  createInvoiceRepositories,
  createPartnerRepositories,
  createShiftRepositories,
} from './grouped-repositories';
import { createHeedTransferRepository } from './heed-transfers';
import { createIdempotencyRepository } from './idempotency';
import { createInvitationRepository } from './invitations';
import { createJobLeaseRepository } from './job-leases';
import { createNotificationIntentRepository } from './notification-intents';
import { createPartnerDocumentRepository } from './partner-documents';
import { createPartnerMarkRepository } from './partner-marks';
import { createPartnerPrivateRepository } from './partner-private';
import { createPartnerProfileRepository } from './partner-profiles';
import { createPaymentNoteRepository } from './payment-notes';
import { createPositionRepository } from './positions';
import { createPushRepository } from './push-subscriptions';
import { createSequenceRepository } from './sequences';
import { createSettingsRepository } from './settings';
import { createShiftBoostRepository } from './shifts/shift-boosts';
import { createShiftFillFactsRepository } from './shifts/shift-fill-facts';
import { createReviewRepository } from './shifts/shift-reviews';
import { createSignInRevocationRepository } from './sign-in-revocations';
import { createSystemUserRepository } from './system-users';
import { createWaitlistRepository } from './waitlist';

/**
 * Every repository over one service, grouped by entity (tools, tests and the local stack). Each is made on
 * first read and kept (making one builds its entities, service.ts), so a request builds only what it uses.
 * A Lambda names only its own repositories with the same factories (lambdas/src/repositories.ts), so
 * that its bundle holds no other repository module.
 */
export function createRepositories(db: DbService) {
  return lazyFields({
    positions: () => createPositionRepository(db),
    settings: () => createSettingsRepository(db),
    clients: () => createClientRepository(db),
    clientUsers: () => createClientUserRepository(db),
    systemUsers: () => createSystemUserRepository(db),
    partners: () => createPartnerRepositories(db),
    /** Only a partner's profile by id (a part of `partners`): for bundles that only name partners. */
    partnerProfiles: () => createPartnerProfileRepository(db),
    partnerPrivate: () => createPartnerPrivateRepository(db),
    partnerDocuments: () => createPartnerDocumentRepository(db),
    shifts: () => createShiftRepositories(db),
    reviews: () => createReviewRepository(db),
    invoices: () => createInvoiceRepositories(db),
    aggregates: () => createAggregateRepository(db),
    audit: () => createAuditRepository(db),
    contactMessages: () => createContactMessageRepository(db),
    contactSends: () => createContactSendRepository(db),
    idempotency: () => createIdempotencyRepository(db),
    notificationIntents: () => createNotificationIntentRepository(db),
    sequences: () => createSequenceRepository(db),
    signInRevocations: () => createSignInRevocationRepository(db),
    calendarFeeds: () => createCalendarFeedRepository(db),
    paymentNotes: () => createPaymentNoteRepository(db),
    jobLeases: () => createJobLeaseRepository(db),
    heedTransfers: () => createHeedTransferRepository(db),
    attendance: () => createAttendanceRepository(db),
    partnerMarks: () => createPartnerMarkRepository(db),
    /** Push subscriptions, notice preferences, messages by channel (issue 36). */
    push: () => createPushRepository(db),
    waitlist: () => createWaitlistRepository(db),
    shiftBoosts: () => createShiftBoostRepository(db),
    invitations: () => createInvitationRepository(db),
    candidateReads: () => createCandidateReadRepository(db),
    /** The fill-rate report's reads (issue 35 item 5). */
    shiftFillFacts: () => createShiftFillFactsRepository(db),
  });
}

/** An object whose fields are made by their factories on first read, then kept (spreading it reads all). */
function lazyFields<T extends Record<string, () => unknown>>(
  factories: T,
): { [K in keyof T]: ReturnType<T[K]> } {
  const fields = {};
  for (const [name, make] of Object.entries(factories)) {
    Object.defineProperty(fields, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make();
        Object.defineProperty(fields, name, { value, enumerable: true, writable: true });
        return value;
      },
    });
  }
  // Every field of T is defined above, as a getter that returns what its factory makes.
  return fields as { [K in keyof T]: ReturnType<T[K]> };
}

export type Repositories = ReturnType<typeof createRepositories>;
