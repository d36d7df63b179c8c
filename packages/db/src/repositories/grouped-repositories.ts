import type { DbService } from '../service';

import type { ChangeContext } from './audit';
import { createInvoiceChangeRepository } from './invoices/invoice-changes';
import { createInvoiceFreezeRepository } from './invoices/invoice-freeze';
import { createInvoiceListRepository } from './invoices/invoice-lists';
import { createInvoiceRefundRepository } from './invoices/invoice-refunds';
import { createPartnerListRepository } from './partner-lists';
import { createPartnerRepository } from './partners';
import { createShiftClaimRepository } from './shifts/shift-claims';
import { createShifts } from './shifts/shift-creation';
import { createShiftListRepository } from './shifts/shift-lists';
import type { NewShift } from './shifts/shift-records';
import { createShiftStatusRepository } from './shifts/shift-status-changes';

/**
 * The repositories `createRepositories` groups under one name, each a factory of its own: a Lambda names
 * the repositories its operations use with these and the single ones (`createClientRepository`, …), so
 * its bundle holds only their modules.
 */

/** `partners`: a partner's profile and the partner lists. */
export function createPartnerRepositories(db: DbService) {
  return { ...createPartnerRepository(db), ...createPartnerListRepository(db) };
}

/** `shifts`: the shift lists, claims, status changes and the posting of new shifts. */
export function createShiftRepositories(db: DbService) {
  return {
    ...createShiftListRepository(db),
    ...createShiftClaimRepository(db),
    ...createShiftStatusRepository(db),
    createShifts: (shifts: NewShift[], context: ChangeContext) => createShifts(db, shifts, context),
  };
}

/** `invoices`: the invoice lists, changes and refunds. */
export function createInvoiceRepositories(db: DbService) {
  return {
    ...createInvoiceListRepository(db),
    ...createInvoiceChangeRepository(db),
    ...createInvoiceRefundRepository(db),
    ...createInvoiceFreezeRepository(db),
  };
}
