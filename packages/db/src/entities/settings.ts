import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { optionalString, requiredNumber, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/** The system configuration document (spec section 3), a single item. */
export const SystemSettingsEntity = defineEntity({
  model: { entity: 'systemSettings', version: '1', service: SERVICE_NAME },
  attributes: {
    companyCommissionRatePercent: requiredNumber,
    employeeRatePercent: requiredNumber,
    nightShiftStartHour: requiredNumber,
    nightShiftEndHour: requiredNumber,
    dueInvoiceDays: requiredNumber,
    mandatoryRestHours: requiredNumber,
    updatedAt: requiredString,
    updatedBy: optionalString,
  },
  indexes: {
    singleton: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } },
  },
});

/** A client's own configuration: the first four settings, overriding the system ones for its shifts. */
export const ClientSettingsEntity = defineEntity({
  model: { entity: 'clientConfig', version: '1', service: SERVICE_NAME },
  attributes: {
    clientId: { type: 'string', required: true, readOnly: true },
    companyCommissionRatePercent: requiredNumber,
    employeeRatePercent: requiredNumber,
    nightShiftStartHour: requiredNumber,
    nightShiftEndHour: requiredNumber,
    updatedAt: requiredString,
    updatedBy: optionalString,
  },
  indexes: {
    byClient: { pk: { field: 'pk', composite: ['clientId'] }, sk: { field: 'sk', composite: [] } },
  },
});

export type SystemSettingsItem = EntityItem<ReturnType<typeof SystemSettingsEntity>>;
export type ClientSettingsItem = EntityItem<ReturnType<typeof ClientSettingsEntity>>;
