import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity, Service } from 'electrodb';

import {
  EntityCountEntity,
  MonthlyShiftStatEntity,
  PartnerWeekLoadEntity,
  PartnerYearStatEntity,
  SequenceEntity,
} from './entities/aggregates';
import { AuditEntryEntity } from './entities/audit-entry';
import { ClientEntity } from './entities/client';
import { ClientUserEntity } from './entities/client-user';
import { ContactMessageEntity } from './entities/contact-message';
import { IdempotencyRecordEntity } from './entities/idempotency-record';
import { InvoiceEntity } from './entities/invoice';
import { OtpSendEntity } from './entities/otp-send';
import { PartnerEntity } from './entities/partner';
import { PartnerDocumentEntity } from './entities/partner-document';
import { PartnerPositionEntity } from './entities/partner-position';
import { PartnerBankDetailsEntity, PartnerInfoEntity } from './entities/partner-private';
import { PenaltyEntity } from './entities/penalty';
import { PositionEntity } from './entities/position';
import { ReviewEntity } from './entities/review';
import { ClientConfigEntity, SystemSettingsEntity } from './entities/settings';
import { ShiftEntity } from './entities/shift';
import { SystemUserEntity } from './entities/system-user';

/**
 * Every entity of the one table; add an entity here and its indexes must exist in table.ts
 * (service.test.ts checks that, and that no two entities share a partition of the same index).
 */
export const entities = {
  position: PositionEntity,
  otpSend: OtpSendEntity,
  systemSettings: SystemSettingsEntity,
  clientConfig: ClientConfigEntity,
  client: ClientEntity,
  clientUser: ClientUserEntity,
  systemUser: SystemUserEntity,
  partner: PartnerEntity,
  partnerInfo: PartnerInfoEntity,
  partnerBankDetails: PartnerBankDetailsEntity,
  partnerPosition: PartnerPositionEntity,
  partnerDocument: PartnerDocumentEntity,
  penalty: PenaltyEntity,
  shift: ShiftEntity,
  review: ReviewEntity,
  invoice: InvoiceEntity,
  contactMessage: ContactMessageEntity,
  auditEntry: AuditEntryEntity,
  idempotencyRecord: IdempotencyRecordEntity,
  monthlyShiftStat: MonthlyShiftStatEntity,
  partnerYearStat: PartnerYearStatEntity,
  entityCount: EntityCountEntity,
  partnerWeekLoad: PartnerWeekLoadEntity,
  sequence: SequenceEntity,
};

const clients = new WeakMap<object, { client: DynamoDBDocumentClient; table: string }>();

/**
 * ElectroDB's Service binds the entity instances it is given to its table and client, so two
 * services built from the same module-level entities would share the last table. Each service
 * therefore gets its own entity instances built from the same schemas.
 */
function freshEntities(): typeof entities {
  return Object.fromEntries(
    Object.entries(entities).map(([name, entity]) => [name, new Entity(entity.schema)]),
  ) as unknown as typeof entities;
}

export function createService(client: DynamoDBDocumentClient, table: string) {
  const service = new Service(freshEntities(), { client, table });
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
