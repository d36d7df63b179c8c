import { nameSearchKeys } from '@careshift/domain/text/name-search';

import type { PartnerItem } from '../entities/partner';
import type { PartnerPositionItem } from '../entities/partner-position';

/** A partner's public profile as stored, with the average review score. */
export type PartnerRecord = PartnerItem & { ratingScore: number };

/** What a caller provides for a new partner: the profile without derived fields. */
export type NewPartner = Omit<
  PartnerItem,
  'ratingSum' | 'ratingCount' | 'nameFirstLast' | 'nameLastFirst' | 'version' | 'updatedAt'
>;

/** The editable part of a profile. */
export type PartnerChanges = Partial<
  Pick<
    PartnerItem,
    | 'firstName'
    | 'lastName'
    | 'status'
    | 'restrictedReasonType'
    | 'weeklyShiftLimit'
    | 'positionIds'
    | 'registrationExpirationDate'
  >
>;

/** The average score to two decimals; 0 before the first review. */
export function ratingScoreOf(item: Pick<PartnerItem, 'ratingSum' | 'ratingCount'>): number {
  const count = item.ratingCount ?? 0;
  return count === 0 ? 0 : Math.round(((item.ratingSum ?? 0) / count) * 100) / 100;
}

export function toPartnerRecord(item: PartnerItem): PartnerRecord {
  return {
    ...item,
    ratingSum: item.ratingSum ?? 0,
    ratingCount: item.ratingCount ?? 0,
    ratingScore: ratingScoreOf(item),
  };
}

/** The stored profile item: name search keys recomputed from the names (see domain text/name-search). */
export function partnerItemOf(record: Omit<PartnerItem, 'nameFirstLast' | 'nameLastFirst'>): PartnerItem {
  const keys = nameSearchKeys(record.firstName, record.lastName);
  const item: PartnerItem = { ...record, nameFirstLast: keys.firstLast, nameLastFirst: keys.lastFirst };
  if (item.restrictedReasonType === undefined) delete item.restrictedReasonType;
  if (item.weeklyShiftLimit === undefined || item.weeklyShiftLimit === null) delete item.weeklyShiftLimit;
  if (!item.registrationExpirationDate) delete item.registrationExpirationDate;
  return item;
}

/** The position membership items of a profile. */
export function membershipsOf(item: PartnerItem): PartnerPositionItem[] {
  return [...new Set(item.positionIds)].map((positionId) => ({
    partnerId: item.partnerId,
    positionId,
    nameLastFirst: item.nameLastFirst,
    status: item.status,
  }));
}
