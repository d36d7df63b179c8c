import type { EntityItem } from 'electrodb';

import { VAT_MODES } from '@careshift/domain/invoices/invoice-vat';

import { SERVICE_NAME } from '../table';

import { optionalNumber, optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * The VAT invoices are issued under (issue 29 item 5), a single item beside the system configuration: a
 * rate in percent, or an exemption whose wording (English and Greek) the invoice prints.
 */
export const VatSettingEntity = defineEntity({
  model: { entity: 'vatSetting', version: '1', service: SERVICE_NAME },
  attributes: {
    mode: requiredEnum(VAT_MODES),
    ratePercent: optionalNumber,
    exemptionEn: optionalString,
    exemptionEl: optionalString,
    updatedAt: requiredString,
    updatedBy: optionalString,
  },
  indexes: {
    singleton: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } },
  },
});

export type VatSettingItem = EntityItem<ReturnType<typeof VatSettingEntity>>;
