import type { EntityItem } from 'electrodb';

import { INVOICE_STATUSES, PAYMENT_METHODS } from '@careshift/domain/invoices/invoice-rules';
import { LANGUAGES } from '@careshift/domain/languages';
import { PENALTY_KINDS } from '@careshift/domain/shifts/penalties';

import { SERVICE_NAME } from '../table';

import {
  idString,
  optionalEnum,
  optionalNumber,
  optionalString,
  requiredEnum,
  requiredNumber,
  requiredString,
  version,
} from './attributes';
import { defineEntity } from './define-entity';

function issuerProperties() {
  return {
    name: requiredString,
    addressLines: { type: 'list', required: true, items: { type: 'string' } },
    email: requiredString,
    phoneNumber: optionalString,
    taxNumber: optionalString,
    vatNumber: optionalString,
    registrationNumber: optionalString,
    bankName: optionalString,
    iban: optionalString,
    bic: optionalString,
  } as const;
}

function recipientProperties() {
  return {
    name: requiredString,
    addressLines: { type: 'list', required: true, items: { type: 'string' } },
    email: optionalString,
    phoneNumber: optionalString,
    taxNumber: optionalString,
    registrationNumber: optionalString,
  } as const;
}

/**
 * An invoice from the company to a partner for its commission and penalties (DESIGN.md "Money flow").
 * The shifts it covers carry its id (shift `invoiceId`), which is what makes a shift invoiceable once.
 */
export const InvoiceEntity = defineEntity({
  model: { entity: 'invoice', version: '1', service: SERVICE_NAME },
  attributes: {
    invoiceId: idString,
    invoiceRef: requiredNumber,
    partnerId: { type: 'string', required: true, readOnly: true },
    partnerName: requiredString,
    lines: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        /**
         * The domain's InvoiceLine: SHIFT_COMMISSION or a penalty kind, for one shift; the shift's ref,
         * position and start let the web and the PDF label the line in the reader's language.
         */
        properties: {
          kind: requiredEnum(['SHIFT_COMMISSION', ...PENALTY_KINDS]),
          shiftId: requiredString,
          clientId: requiredString,
          shiftRef: optionalNumber,
          positionName: optionalString,
          positionNameEl: optionalString,
          startDate: optionalString,
          /** A commission line's hours (issue 34): planned, and approved actual and break minutes. */
          plannedMinutes: optionalNumber,
          actualMinutes: optionalNumber,
          breakMinutes: optionalNumber,
          name: requiredString,
          price: requiredNumber,
        },
      },
    },
    total: requiredNumber,
    status: requiredEnum(INVOICE_STATUSES),
    paymentMethod: optionalEnum(PAYMENT_METHODS),
    paymentProvider: optionalString,
    transactionId: optionalString,
    dueDate: requiredString,
    paidAt: optionalString,
    /** The linked shifts (spec: requestId, clientId). */
    shifts: {
      type: 'list',
      required: true,
      items: { type: 'map', properties: { shiftId: requiredString, clientId: requiredString } },
    },
    penaltyIds: { type: 'list', items: { type: 'string' } },
    /**
     * The invoice as issued (issue 29 item 4), frozen at create and never changed: the PDF renders from it
     * alone. Old invoices without it are frozen from the records of the moment on their first render.
     */
    issued: {
      type: 'map',
      properties: {
        lang: requiredEnum(LANGUAGES),
        issuer: { type: 'map', required: true, properties: issuerProperties() },
        recipient: { type: 'map', required: true, properties: recipientProperties() },
        /** The organisation of each line (clientId → name), as named at issue. */
        clients: {
          type: 'list',
          required: true,
          items: { type: 'map', properties: { clientId: requiredString, name: requiredString } },
        },
        /** Cents: the lines' sum, the VAT and what the partner pays (= `total`). */
        net: requiredNumber,
        vat: requiredNumber,
        gross: requiredNumber,
        /** The VAT rate in percent, or (exempt) the exemption wording printed instead. */
        vatRatePercent: optionalNumber,
        vatExemptionEn: optionalString,
        vatExemptionEl: optionalString,
        frozenAt: requiredString,
        /** True for an invoice issued before invoices were frozen, frozen on its first render. */
        backfilled: { type: 'boolean' },
      },
    },
    createdBy: requiredString,
    createdAt: requiredString,
    updatedAt: requiredString,
    version,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['invoiceId'] }, sk: { field: 'sk', composite: [] } },
    byPartner: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['partnerId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'invoiceId'] },
    },
    byStatus: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['status'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'invoiceId'] },
    },
    /** Invoices of one status by due date: the overdue sweep reads PENDING ones due before now. */
    byStatusDue: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['status'] },
      sk: { field: 'gsi4sk', composite: ['dueDate', 'invoiceId'] },
    },
    all: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: [] },
      sk: { field: 'gsi5sk', composite: ['createdAt', 'invoiceId'] },
    },
  },
});

export type InvoiceItem = EntityItem<ReturnType<typeof InvoiceEntity>>;
export type IssuedInvoice = NonNullable<InvoiceItem['issued']>;
