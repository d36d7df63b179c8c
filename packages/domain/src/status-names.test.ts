import { describe, expect, it } from 'vitest';

import { CLIENT_STATUSES, CLIENT_USER_STATUSES } from './clients/status';
import { ENQUIRY_STATUSES } from './help-center/enquiries';
import { INVOICE_STATUSES } from './invoices/invoice-rules';
import { PARTNER_STATUSES } from './partners/status';
import { SHIFT_STATUSES } from './shifts/status';
import { STATUS_NAMES } from './status-names';
import { SYSTEM_USER_STATUSES } from './system-users/status';

describe('STATUS_NAMES', () => {
  it('should hold every status of every kind once, sorted', () => {
    const all = [
      SHIFT_STATUSES,
      INVOICE_STATUSES,
      ENQUIRY_STATUSES,
      PARTNER_STATUSES,
      CLIENT_STATUSES,
      CLIENT_USER_STATUSES,
      SYSTEM_USER_STATUSES,
    ].flat();
    expect(STATUS_NAMES).toEqual([...new Set(all)].sort());
    expect(STATUS_NAMES).toContain('PENDING_REFUND');
    expect(STATUS_NAMES).toContain('ANSWERED');
  });
});
