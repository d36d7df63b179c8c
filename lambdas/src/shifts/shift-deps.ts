import {
  createAggregateRepository,
  createClientRepository,
  createClientUserRepository,
  createIdempotencyRepository,
  createInvoiceRepositories,
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
import type { Repositories } from '@careshift/db';

import { clock } from '../clock';
import type { Clock } from '../clock';
import { businessMetrics } from '../http/metrics';
import type { BusinessMetrics } from '../http/metrics';
import { shiftNotifier } from '../notifications/notifier-deps';
import type { ShiftNotifier } from '../notifications/shift-notifier';
import { repositoriesOf } from '../repositories';

/** What the shifts use cases receive: repositories by entity, the clock, the notifier and the business metrics. */
export type ShiftDeps = Pick<
  Repositories,
  | 'shifts'
  | 'reviews'
  | 'clients'
  | 'positions'
  | 'partners'
  | 'partnerPrivate'
  | 'clientUsers'
  | 'systemUsers'
  | 'settings'
  | 'aggregates'
  | 'idempotency'
  | 'sequences'
  | 'paymentNotes'
  | 'invoices'
> & {
  clock: Clock;
  notifier: Pick<ShiftNotifier, 'shiftChanged' | 'shiftsPosted'>;
  metrics: BusinessMetrics;
};

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
    invoices: createInvoiceRepositories,
  });
  return { ...repositories, clock, notifier: shiftNotifier(), metrics: businessMetrics };
}
