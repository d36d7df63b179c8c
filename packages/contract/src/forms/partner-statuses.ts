/** A partner's statuses and restriction reasons (without the form, so reading a partner needs no phone metadata). */
export const PARTNER_STATUSES = ['VERIFIED', 'PENDING', 'RESTRICTED', 'DISABLED'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const DEFAULT_PARTNER_STATUS: PartnerStatus = 'VERIFIED';

export const RESTRICTED_REASON_TYPES = ['LICENCE_EXPIRED', 'INVOICE_OVERDUE'] as const;
export type RestrictedReasonType = (typeof RESTRICTED_REASON_TYPES)[number];
