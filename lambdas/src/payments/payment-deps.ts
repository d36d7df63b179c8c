import { createInvoiceRepositories, createShiftRepositories } from '@careshift/db';
import type { Repositories } from '@careshift/db';

import type { Clock } from '../clock';
import { clock } from '../clock';
import { logError, logger } from '../http/logger';
import { businessMetrics } from '../http/metrics';
import type { BusinessMetrics } from '../http/metrics';
import { createAppUrlResolver } from '../notifications/app-url';
import type { MessageSender } from '../notifications/message-sender';
import { repositoriesOf } from '../repositories';
import { standingDeps } from '../standing/standing-deps';

import { createStripePayments } from './stripe-payments';
import type { CardPayments } from './stripe-payments';

/** What the payments use cases receive: invoices, the invoices' shifts, the card provider and the app URL. */
export interface PaymentDeps {
  invoices: Repositories['invoices'];
  /** Lifting an overdue restriction once the card payment settles the last overdue invoice. */
  partners: Pick<Repositories['partners'], 'getPartner' | 'updatePartner'>;
  partnerPrivate: Pick<Repositories['partnerPrivate'], 'getPartnerInfo'>;
  /** The outbox that keeps the partner's notice of the lift until it has left. */
  notificationIntents: Pick<Repositories['notificationIntents'], 'recordSent' | 'completeIntent'>;
  sender: MessageSender;
  logError: (message: string, details: Record<string, unknown>) => void;
  shifts: Pick<Repositories['shifts'], 'listInvoiceShifts'>;
  cards: CardPayments;
  clock: Clock;
  appUrl: () => Promise<string | undefined>;
  metrics: BusinessMetrics;
  log: {
    error(message: string, details: Record<string, unknown>): void;
    warn(message: string, details: Record<string, unknown>): void;
  };
}

let deps: PaymentDeps | undefined;

/** The payments area's dependencies, made once per container. */
export function paymentDeps(): PaymentDeps {
  deps ??= {
    ...standingDeps(),
    ...repositoriesOf({ invoices: createInvoiceRepositories, shifts: createShiftRepositories }),
    cards: createStripePayments(),
    clock,
    appUrl: createAppUrlResolver(),
    metrics: businessMetrics,
    log: {
      error: logError,
      warn: (message, details) => logger.warn(message, details),
    },
  };
  return deps;
}
