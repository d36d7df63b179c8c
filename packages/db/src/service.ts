import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity, Service } from 'electrodb';

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
import { IdempotencyRecordEntity } from './entities/idempotency-record';
import { InvoiceEntity } from './entities/invoice';
import { InvoiceClientEntity } from './entities/invoice-client';
import { NotificationIntentEntity } from './entities/notification-intent';
import { OtpSendEntity } from './entities/otp-send';
import { PartnerEntity } from './entities/partner';
import { PartnerDocumentEntity } from './entities/partner-document';
import { PartnerPositionEntity } from './entities/partner-position';
import { PartnerBankDetailsEntity, PartnerInfoEntity } from './entities/partner-private';
import { PartnerScheduleEntity } from './entities/partner-schedule';
import { PenaltyEntity } from './entities/penalty';
import { PositionEntity } from './entities/position';
import { ReviewEntity } from './entities/review';
import { ClientConfigEntity, SystemSettingsEntity } from './entities/settings';
import { ShiftEntity } from './entities/shift';
import { SignInRevocationEntity } from './entities/sign-in-revocation';
import { SystemUserEntity } from './entities/system-user';

/**
 * Every entity of the one table, as new instances of the entity schemas: ElectroDB's Service binds the
 * entity instances it is given to its table and client, so two services built from the same instances
 * would share the last table. Add an entity here and its indexes must exist in table.ts (service.test.ts
 * checks that, and that no two entities share a partition of the same index).
 */
function createEntities() {
  return {
    position: new Entity(PositionEntity.schema),
    otpSend: new Entity(OtpSendEntity.schema),
    systemSettings: new Entity(SystemSettingsEntity.schema),
    clientConfig: new Entity(ClientConfigEntity.schema),
    client: new Entity(ClientEntity.schema),
    clientUser: new Entity(ClientUserEntity.schema),
    systemUser: new Entity(SystemUserEntity.schema),
    partner: new Entity(PartnerEntity.schema),
    partnerInfo: new Entity(PartnerInfoEntity.schema),
    partnerBankDetails: new Entity(PartnerBankDetailsEntity.schema),
    partnerPosition: new Entity(PartnerPositionEntity.schema),
    partnerDocument: new Entity(PartnerDocumentEntity.schema),
    partnerSchedule: new Entity(PartnerScheduleEntity.schema),
    penalty: new Entity(PenaltyEntity.schema),
    shift: new Entity(ShiftEntity.schema),
    review: new Entity(ReviewEntity.schema),
    invoice: new Entity(InvoiceEntity.schema),
    invoiceClient: new Entity(InvoiceClientEntity.schema),
    contactMessage: new Entity(ContactMessageEntity.schema),
    contactSend: new Entity(ContactSendEntity.schema),
    auditEntry: new Entity(AuditEntryEntity.schema),
    idempotencyRecord: new Entity(IdempotencyRecordEntity.schema),
    notificationIntent: new Entity(NotificationIntentEntity.schema),
    monthlyShiftStat: new Entity(MonthlyShiftStatEntity.schema),
    partnerYearStat: new Entity(PartnerYearStatEntity.schema),
    entityCount: new Entity(EntityCountEntity.schema),
    clientShiftCount: new Entity(ClientShiftCountEntity.schema),
    partnerWeekLoad: new Entity(PartnerWeekLoadEntity.schema),
    sequence: new Entity(SequenceEntity.schema),
    signInRevocation: new Entity(SignInRevocationEntity.schema),
    calendarFeed: new Entity(CalendarFeedEntity.schema),
  };
}

/** The entities as definitions (for checks over every schema); each service has its own instances. */
export const entities = createEntities();

const clients = new WeakMap<object, { client: DynamoDBDocumentClient; table: string }>();

export function createService(client: DynamoDBDocumentClient, table: string) {
  const service = new Service(createEntities(), { client, table });
  clients.set(service, { client, table });
  return service;
}

/** The DocumentClient and table a service was created with (for the raw query path, paging/raw-query.ts). */
export function documentClientOf(service: object): { client: DynamoDBDocumentClient; table: string } {
  const found = clients.get(service);
  if (!found) throw new Error('Not a service made by createService');
  return found;
}

export type DbService = ReturnType<typeof createService>;
