import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { requiredNumber, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * Metadata of a partner's document; the file itself is the S3 object `objectKey` (employees/{id}/…).
 * A primary type (identity-front, identity-back, registration, registry) uses the type as its id, so
 * it can exist only once; "other" documents get their own ids.
 */
export const PartnerDocumentEntity = defineEntity({
  model: { entity: 'partnerDocument', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    type: requiredString,
    fileName: requiredString,
    objectKey: requiredString,
    contentType: requiredString,
    size: requiredNumber,
    uploadedAt: requiredString,
    uploadedBy: requiredString,
  },
  indexes: {
    byPartner: {
      pk: { field: 'pk', composite: ['partnerId'] },
      sk: { field: 'sk', composite: ['documentId'] },
    },
  },
});

export type PartnerDocumentItem = EntityItem<ReturnType<typeof PartnerDocumentEntity>>;
