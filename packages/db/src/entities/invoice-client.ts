import type { EntityItem } from 'electrodb';

import { INVOICE_STATUSES } from '@careshift/domain/invoices/invoice-rules';

import { SERVICE_NAME } from '../table';

import { requiredEnum } from './attributes';
import { defineEntity } from './define-entity';

/**
 * One item per (organisation, invoice): the invoices covering an organisation's shifts, newest first,
 * as a key query (DynamoDB cannot index the clients inside an invoice's list of shifts). Written in the
 * invoice's create transaction; its status is kept equal to the invoice's in every later transaction
 * of the invoice, so the organisation's status filter needs no second read.
 */
export const InvoiceClientEntity = defineEntity({
  model: { entity: 'invoiceClient', version: '1', service: SERVICE_NAME },
  attributes: {
    clientId: { type: 'string', required: true, readOnly: true },
    invoiceId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    status: requiredEnum(INVOICE_STATUSES),
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'] },
      sk: { field: 'sk', composite: ['createdAt', 'invoiceId'] },
    },
  },
});

export type InvoiceClientItem = EntityItem<ReturnType<typeof InvoiceClientEntity>>;
