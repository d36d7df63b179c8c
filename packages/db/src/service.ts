import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';

import { OtpSendEntity } from './entities/otp-send';
import { PositionEntity } from './entities/position';

/** Every entity of the one table; add an entity here and its indexes must exist in table.ts. */
export const entities = {
  position: PositionEntity,
  otpSend: OtpSendEntity,
};

export function createService(client: DynamoDBDocumentClient, table: string) {
  return new Service(entities, { client, table });
}

export type DbService = ReturnType<typeof createService>;
