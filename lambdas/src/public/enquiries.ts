import type { Enquiry } from '@careshift/contract';
import type { ContactMessageRecord } from '@careshift/db';
import { NotFoundError } from '@careshift/domain';
import type { EnquiryStatus } from '@careshift/domain';

import type { HelpCenterDeps } from './contact';

export const ENQUIRY_NOT_FOUND = 'This enquiry does not exist.';

export function toEnquiry(record: ContactMessageRecord): Enquiry {
  return {
    id: record.messageId,
    kind: record.kind ?? 'CONTACT',
    status: record.status ?? 'NEW',
    name: record.name,
    email: record.email,
    phoneNumber: record.phoneNumber ?? null,
    subject: record.subject,
    message: record.message,
    createdAt: record.createdAt,
    answeredAt: record.answeredAt ?? null,
  };
}

/** enquiries-list: newest first, 20 per page. */
export async function listEnquiries(
  deps: Pick<HelpCenterDeps, 'contactMessages'>,
  cursor: string | undefined,
) {
  const page = await deps.contactMessages.listContactMessages({ cursor });
  return { items: page.items.map(toEnquiry), cursor: page.cursor };
}

/** enquiry-update: marks an enquiry answered (with when) or new again. */
export async function setEnquiryStatus(
  deps: Pick<HelpCenterDeps, 'contactMessages' | 'clock'>,
  enquiryId: string,
  status: EnquiryStatus,
): Promise<Enquiry> {
  const record = await deps.contactMessages.setContactMessageStatus({
    messageId: enquiryId,
    status,
    answeredAt: status === 'ANSWERED' ? deps.clock.now().toISOString() : undefined,
  });
  if (!record) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  return toEnquiry(record);
}
