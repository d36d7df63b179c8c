import { CLIENT_STATUSES, CLIENT_USER_STATUSES } from './clients/status';
import { ENQUIRY_STATUSES } from './help-center/enquiries';
import { INVOICE_STATUSES } from './invoices/invoice-rules';
import { PARTNER_STATUSES } from './partners/status';
import { SHIFT_STATUSES } from './shifts/status';
import { SYSTEM_USER_STATUSES } from './system-users/status';

/**
 * Every status name the domain defines (shifts, invoices, enquiries, partners, clients, client users,
 * system users). A list of these written outside packages/domain restates a rule the domain owns: the
 * lint rule in eslint.config.js refuses it, with the names taken from here.
 */
export const STATUS_NAMES: readonly string[] = [
  ...new Set<string>([
    ...SHIFT_STATUSES,
    ...INVOICE_STATUSES,
    ...ENQUIRY_STATUSES,
    ...PARTNER_STATUSES,
    ...CLIENT_STATUSES,
    ...CLIENT_USER_STATUSES,
    ...SYSTEM_USER_STATUSES,
  ]),
].sort();
