import type { DynamoDBDocumentClient } from '#document-lib';
import { Service } from 'electrodb';

import {
  ClientShiftCountEntity,
  EntityCountEntity,
  MonthlyShiftStatEntity,
  PartnerWeekLoadEntity,
  PartnerYearStatEntity,
  SequenceEntity,
} from './entities/aggregates';
import { AuditEntryEntity } from './entities/audit-entry';
import { CalendarFeedEntity } from './entities/calendar-feed';
import { ClientEntity } from './entities/client';
import { ClientUserEntity } from './entities/client-user';
import { ContactMessageEntity } from './entities/contact-message';
import { ContactSendEntity } from './entities/contact-send';
import { HeedTransferEntity } from './entities/heed-transfer';
import { IdempotencyRecordEntity } from './entities/idempotency-record';
import { InvitationEntity } from './entities/invitation';
import { InvoiceEntity } from './entities/invoice';
import { InvoiceClientEntity } from './entities/invoice-client';
import { JobLeaseEntity } from './entities/job-lease';
import { NotificationIntentEntity } from './entities/notification-intent';
import { OtpSendEntity } from './entities/otp-send';
import { PartnerEntity } from './entities/partner';
import { PartnerDocumentEntity } from './entities/partner-document';
import { PartnerMarkEntity } from './entities/partner-mark';
import { PartnerPositionEntity } from './entities/partner-position';
import { PartnerBankDetailsEntity, PartnerInfoEntity } from './entities/partner-private';
import { PartnerScheduleEntity } from './entities/partner-schedule';
import { PaymentNoteEntity } from './entities/payment-note';
import { PenaltyEntity } from './entities/penalty';
import { PositionEntity } from './entities/position';
import { PunchEntity } from './entities/punch';
import {
  MessageMonthCountEntity,
  NoticePreferencesEntity,
  PushSubscriptionEntity,
} from './entities/push-subscription';
import { ReviewEntity } from './entities/review';
import { ClientSettingsEntity, SystemSettingsEntity } from './entities/settings';
import { ShiftEntity } from './entities/shift';
import { SignInRevocationEntity } from './entities/sign-in-revocation';
import { SystemUserEntity } from './entities/system-user';
import { TimesheetEntity, TimesheetStatEntity } from './entities/timesheet';
import { VatSettingEntity } from './entities/vat-setting';
import { WaitlistEntryEntity, WaitlistLineEntity } from './entities/waitlist-entry';

/**
 * Every entity of the one table, as factories (entities/define-entity.ts). Add an entity here and its
 * indexes must exist in table.ts (service.test.ts checks that, that no two entities share a partition of
 * the same index, and that every model builds).
 */
export const entityDefinitions = {
  position: PositionEntity,
  otpSend: OtpSendEntity,
  systemSettings: SystemSettingsEntity,
  clientConfig: ClientSettingsEntity,
  client: ClientEntity,
  clientUser: ClientUserEntity,
  systemUser: SystemUserEntity,
  partner: PartnerEntity,
  partnerInfo: PartnerInfoEntity,
  partnerBankDetails: PartnerBankDetailsEntity,
  partnerPosition: PartnerPositionEntity,
  partnerDocument: PartnerDocumentEntity,
  partnerSchedule: PartnerScheduleEntity,
  penalty: PenaltyEntity,
  shift: ShiftEntity,
  review: ReviewEntity,
  invoice: InvoiceEntity,
  invoiceClient: InvoiceClientEntity,
  contactMessage: ContactMessageEntity,
  contactSend: ContactSendEntity,
  auditEntry: AuditEntryEntity,
  idempotencyRecord: IdempotencyRecordEntity,
  notificationIntent: NotificationIntentEntity,
  monthlyShiftStat: MonthlyShiftStatEntity,
  partnerYearStat: PartnerYearStatEntity,
  entityCount: EntityCountEntity,
  clientShiftCount: ClientShiftCountEntity,
  partnerWeekLoad: PartnerWeekLoadEntity,
  sequence: SequenceEntity,
  signInRevocation: SignInRevocationEntity,
  calendarFeed: CalendarFeedEntity,
  vatSetting: VatSettingEntity,
  paymentNote: PaymentNoteEntity,
  jobLease: JobLeaseEntity,
  heedTransfer: HeedTransferEntity,
  timesheet: TimesheetEntity,
  timesheetStat: TimesheetStatEntity,
  punch: PunchEntity,
  partnerMark: PartnerMarkEntity,
  pushSubscription: PushSubscriptionEntity,
  noticePreferences: NoticePreferencesEntity,
  messageMonthCount: MessageMonthCountEntity,
  invitation: InvitationEntity,
  waitlistEntry: WaitlistEntryEntity,
  waitlistLine: WaitlistLineEntity,
};

type EntityName = keyof typeof entityDefinitions;
type Entities = { [Name in EntityName]: ReturnType<(typeof entityDefinitions)[Name]> };

const isEntityName = (name: string | symbol): name is EntityName =>
  typeof name === 'string' && Object.hasOwn(entityDefinitions, name);

const clients = new WeakMap<object, { client: DynamoDBDocumentClient; table: string }>();

/**
 * The table's ElectroDB service. Its entities are built on first use, each bound to this table and
 * client (building one parses and validates its model: a few milliseconds each, all of them at once were
 * most of a Lambda's load time). It starts with the sign-in revocation entity, which every signed-in
 * request reads and through which a transaction is sent when it is the first use. No entity declares a
 * collection (service.test.ts), so an entity built alone is the one the Service would have joined.
 */
export function createService(client: DynamoDBDocumentClient, table: string) {
  const config = { client, table };
  const service = new Service({ signInRevocation: entityDefinitions.signInRevocation(config) }, config);
  const built: Record<string, unknown> = service.entities;
  service.entities = new Proxy(service.entities, {
    get(target, name, receiver) {
      if (isEntityName(name) && !Object.hasOwn(target, name)) built[name] = entityDefinitions[name](config);
      return Reflect.get(target, name, receiver);
    },
  });
  // The entities the type promises are all there, built on first access (the proxy above).
  const lazy = service as Service<Entities>;
  clients.set(lazy, config);
  return lazy;
}

/** The DocumentClient and table a service was created with (for the raw query path, paging/raw-query.ts). */
export function documentClientOf(service: object): { client: DynamoDBDocumentClient; table: string } {
  const found = clients.get(service);
  if (!found) throw new Error('Not a service made by createService');
  return found;
}

export type DbService = ReturnType<typeof createService>;
