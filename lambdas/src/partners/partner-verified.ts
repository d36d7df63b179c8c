import type { PartnerInfoRecord } from '@careshift/db';
import type { PartnerStatus } from '@careshift/domain';

import { noticeLanguage } from '../notifications/notification-texts';
import type { Recipient } from '../notifications/recipients';

/** An administrator's edit that verified the partner: the status moved to VERIFIED from another one. */
export const becameVerified = (before: PartnerStatus, after: PartnerStatus): boolean =>
  before !== after && after === 'VERIFIED';

/** The partner as the notice wants it: its saved phone number and saved language. */
export const recipientOf = (info: Pick<PartnerInfoRecord, 'phoneNumber' | 'lang'>): Recipient => ({
  phoneNumber: info.phoneNumber ?? undefined,
  lang: noticeLanguage(info.lang),
});
