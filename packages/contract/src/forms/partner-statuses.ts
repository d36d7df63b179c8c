/**
 * A partner's statuses and restriction reasons: the domain's (packages/domain/src/partners/status.ts),
 * under the names the contract has always used. Without the form, so reading a partner needs no phone
 * metadata.
 */
export {
  DEFAULT_PARTNER_STATUS,
  PARTNER_STATUSES,
  RESTRICTED_REASONS as RESTRICTED_REASON_TYPES,
} from '@careshift/domain/partners/status';
export type {
  PartnerStatus,
  RestrictedReason as RestrictedReasonType,
} from '@careshift/domain/partners/status';
