import {
  createAggregateRepository,
  createAttendanceRepository,
  createClientRepository,
  createClientUserRepository,
  createIdempotencyRepository,
  createInvoiceRepositories,
  createPartnerMarkRepository,
  createPartnerPrivateRepository,
  createPartnerRepositories,
  createPaymentNoteRepository,
  createPositionRepository,
  createReviewRepository,
  createSequenceRepository,
  createSettingsRepository,
  createShiftRepositories,
  createSystemUserRepository,
} from '@careshift/db';

import { repositoriesOf } from '../repositories';

/**
 * The repositories the shift use cases read and write, each made on first use. Shared by the shifts
 * area and the partner-path area (which must not import the notifier, so this file imports none).
 */
export function shiftRepositories() {
  return repositoriesOf({
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
    invoices: createInvoiceRepositories,
    attendance: createAttendanceRepository,
    partnerMarks: createPartnerMarkRepository,
  });
}
