export * from './client';
export * from './entities/otp-send';
export * from './entities/position';
export * from './repositories/otp-sends';
export * from './repositories/positions';
export * from './service';
export * from './table';
export * from './paging/page';
export { InvalidCursorError } from './paging/cursor';
export { AGGREGATE_SHARDS } from './entities/aggregates';
export * from './repositories/create-repositories';
export * from './repositories/grouped-repositories';
export { createPartnerProfileRepository } from './repositories/partner-profiles';
// Each repository's factory (a Lambda makes only those its operations use: lambdas/src/repositories.ts).
export { createAggregateRepository } from './repositories/aggregates';
export { createAuditRepository } from './repositories/audit';
export { createAttendanceRepository } from './repositories/attendance';
export type {
  AttendanceRepository,
  PunchRecord,
  StartRange,
  TimesheetAudit,
  TimesheetDraft,
  TimesheetRecord,
  TimesheetTotals,
  TimesheetWriteResult,
} from './repositories/attendance';
export { createCalendarFeedRepository } from './repositories/calendar-feeds';
export { createClientUserRepository } from './repositories/client-users';
export { createClientRepository } from './repositories/clients';
export { createContactMessageRepository } from './repositories/contact-messages';
export { createContactSendRepository } from './repositories/contact-sends';
export { createIdempotencyRepository } from './repositories/idempotency';
export { createJobLeaseRepository } from './repositories/job-leases';
export type { JobLeaseRepository, JobLeaseTake } from './repositories/job-leases';
export { createNotificationIntentRepository } from './repositories/notification-intents';
export { createPartnerDocumentRepository } from './repositories/partner-documents';
export { createPartnerPrivateRepository } from './repositories/partner-private';
export { createPartnerMarkRepository, PARTNER_MARK_ACTIONS } from './repositories/partner-marks';
export {
  channelOfDeliveryKey,
  COUNTED_CHANNELS,
  createPushRepository,
  pushSubscriptionId,
} from './repositories/push-subscriptions';
export type {
  CountedChannel,
  PushRepository,
  PushSubscriptionRecord,
} from './repositories/push-subscriptions';
export type { PartnerMarkRecord, PartnerMarkRepository } from './repositories/partner-marks';
export { createWaitlistRepository, WAITLIST_ACTIONS } from './repositories/waitlist';
export type { WaitlistEntryRecord, WaitlistJoinOutcome, WaitlistRepository } from './repositories/waitlist';
export { createShiftBoostRepository, SHIFT_BOOST_ACTION } from './repositories/shifts/shift-boosts';
export type { ShiftBoostRepository, ShiftBoostWrite } from './repositories/shifts/shift-boosts';
export { createPaymentNoteRepository } from './repositories/payment-notes';
export { createCandidateReadRepository } from './repositories/candidate-reads';
export type { CandidateReadRepository, CandidateRecord } from './repositories/candidate-reads';
export type { CandidateDetailRecord } from './repositories/candidate-reads';
export { createInvitationRepository, INVITATION_ACTIONS } from './repositories/invitations';
export type { InvitationKey, InvitationRecord, InvitationRepository } from './repositories/invitations';
export type { PaymentNoteRecord } from './repositories/payment-notes';
export { createSequenceRepository } from './repositories/sequences';
export { createSettingsRepository } from './repositories/settings';
export { createReviewRepository } from './repositories/shifts/shift-reviews';
export { createShiftFillFactsRepository } from './repositories/shifts/shift-fill-facts';
export type { ShiftFillFacts, ShiftFillFactsRepository } from './repositories/shifts/shift-fill-facts';
export { createSignInRevocationRepository } from './repositories/sign-in-revocations';
export { createHeedTransferRepository } from './repositories/heed-transfers';
export { createSystemUserRepository } from './repositories/system-users';
export { checkDataIntegrity } from './integrity/check-data';
export type { IntegrityReport } from './integrity/check-data';
export { reindexShifts } from './integrity/reindex-shifts';
export type { ReindexReport } from './integrity/reindex-shifts';
export { reindexPartners } from './integrity/reindex-partners';
export type { PartnerReindexReport } from './integrity/reindex-partners';
export type * from './repositories/aggregates';
export type { Actor, AuditEntry, AuditSubjectType, ChangeContext } from './repositories/audit';
export type * from './repositories/clients';
export type * from './repositories/client-users';
export type * from './repositories/contact-messages';
export type * from './repositories/contact-sends';
export type * from './repositories/idempotency';
export type { NotificationIntent, NotificationIntentRepository } from './repositories/notification-intents';
export {
  accountNoticeIntentId,
  newNotificationIntent,
  notificationIntentId,
  standingNoticeIntentId,
} from './repositories/notification-intents';
export type * from './repositories/partner-private';
export type * from './repositories/partner-records';
export type { SignInRevocationRepository } from './repositories/sign-in-revocations';
export type { HeedTransferRecord, HeedTransferRepository } from './repositories/heed-transfers';
export type { CalendarFeedRecord } from './repositories/calendar-feeds';
export type { PartnerDocumentRecord } from './repositories/partner-documents';
export type { PartnerListFilter } from './repositories/partner-lists';
export type { SystemUserChanges, SystemUserRecord } from './repositories/system-users';
export type { SequenceName } from './repositories/sequences';
export type { InvoiceListInput, InvoiceRecord, PenaltyRecord } from './repositories/invoices/invoice-lists';
export type { IssuedInvoice } from './entities/invoice';
export { MAX_INVOICE_PENALTIES, MAX_INVOICE_SHIFTS } from './repositories/invoices/invoice-changes';
export { invoiceClientIds } from './repositories/invoices/invoice-links';
export type { InvoicePayment, NewInvoice } from './repositories/invoices/invoice-changes';
export { providerEventRecord } from './repositories/invoices/invoice-refunds';
export type { ProviderEvent, ProviderEventOutcome } from './repositories/invoices/invoice-refunds';
export type { ClaimingPartner } from './repositories/shifts/shift-claims';
export { PartnerScheduleChangedError } from './repositories/shifts/shift-claims';
export type { PartnerSchedule, ScheduledShift } from './repositories/shifts/shift-schedules';
export type { PenaltyDecision } from './repositories/shifts/shift-penalties';
export type { NewShift, ShiftRecord } from './repositories/shifts/shift-records';
export { shiftNoticeFields, shiftSummaryOf } from './repositories/shifts/shift-notice';
export type {
  ShiftChangeNoticeRecord,
  ShiftNoticeFields,
  ShiftSummary,
} from './repositories/shifts/shift-notice';
export type { ShiftListInput } from './repositories/shifts/shift-lists';
export { MAX_FILTER_VALUES } from './repositories/shifts/shift-query-plan';
export type { ShiftListFilter } from './repositories/shifts/shift-query-plan';
export type { ShiftDetails } from './repositories/shifts/shift-status-changes';
export type { ReviewRecord } from './repositories/shifts/shift-reviews';
export type { CreateShiftsResult } from './repositories/shifts/shift-creation';
