import type { VatSetting } from '@careshift/domain/invoices/invoice-vat';
import type { ClientSettings, SystemSettings } from '@careshift/domain/settings/settings';

import type { DbService } from '../service';
import { writeTransaction } from '../transactions/write-transaction';

import { auditEntryOf } from './audit';
import type { ChangeContext } from './audit';

const SETTINGS_FIELDS = [
  'companyCommissionRatePercent',
  'employeeRatePercent',
  'nightShiftStartHour',
  'nightShiftEndHour',
  'dueInvoiceDays',
  'mandatoryRestHours',
] as const;
const CLIENT_CONFIG_FIELDS = SETTINGS_FIELDS.slice(0, 4) as readonly (keyof ClientSettings)[];

function pick<T extends object, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<T, K>;
}

export function createSettingsRepository(db: DbService) {
  const { systemSettings, clientConfig, vatSetting } = db.entities;
  return {
    /** The system configuration; undefined until an administrator saves it (callers use the defaults). */
    async getSystemSettings(): Promise<SystemSettings | undefined> {
      const { data } = await systemSettings.get({}).go();
      return data ? pick(data, SETTINGS_FIELDS) : undefined;
    },

    /**
     * Saves the system configuration and its audit entry, whose details list the fields that changed
     * from `previous` (the settings in force before, the defaults if none were saved):
     * `{ changes: [{ field, from, to }] }`.
     */
    async saveSystemSettings(
      settings: SystemSettings,
      context: ChangeContext,
      previous: SystemSettings,
    ): Promise<void> {
      const item = { ...pick(settings, SETTINGS_FIELDS), updatedAt: context.at, updatedBy: context.actor.id };
      const changes = SETTINGS_FIELDS.filter((field) => settings[field] !== previous[field]).map((field) => ({
        field,
        from: String(previous[field]),
        to: String(settings[field]),
      }));
      const audit = auditEntryOf(
        { subjectType: 'settings', subjectId: 'system', action: 'settings-update', details: { changes } },
        context,
      );
      const outcome = await writeTransaction(db, ({ systemSettings: s, auditEntry }) => [
        s.put(item).commit(),
        auditEntry.create(audit).commit(),
      ]);
      if (!outcome.ok) throw new Error(`Saving the settings failed: ${outcome.reasons.join(', ')}`);
    },

    /** The VAT invoices are issued under; undefined until an administrator saves it (callers use the default). */
    async getVatSetting(): Promise<VatSetting | undefined> {
      const { data } = await vatSetting.get({}).go();
      if (!data) return undefined;
      return data.mode === 'RATE'
        ? { mode: 'RATE', ratePercent: data.ratePercent ?? 0 }
        : { mode: 'EXEMPT', exemptionEn: data.exemptionEn ?? '', exemptionEl: data.exemptionEl ?? '' };
    },

    /** Saves the VAT setting (checked by the caller) with an audit entry of the settings, from → to. */
    async saveVatSetting(setting: VatSetting, context: ChangeContext, previous: VatSetting): Promise<void> {
      const item = { ...setting, updatedAt: context.at, updatedBy: context.actor.id };
      const describe = (value: VatSetting) =>
        value.mode === 'RATE' ? `${value.ratePercent}%` : `${value.exemptionEn} / ${value.exemptionEl}`;
      const audit = auditEntryOf(
        {
          subjectType: 'settings',
          subjectId: 'system',
          action: 'settings-update',
          details: { changes: [{ field: 'vat', from: describe(previous), to: describe(setting) }] },
        },
        context,
      );
      const outcome = await writeTransaction(db, ({ vatSetting: v, auditEntry }) => [
        v.put(item).commit(),
        auditEntry.create(audit).commit(),
      ]);
      if (!outcome.ok) throw new Error(`Saving the VAT setting failed: ${outcome.reasons.join(', ')}`);
    },

    /** A client's own configuration, if it has one. */
    async getClientSettings(clientId: string): Promise<ClientSettings | undefined> {
      const { data } = await clientConfig.get({ clientId }).go();
      return data ? pick(data, CLIENT_CONFIG_FIELDS) : undefined;
    },

    /** Saves a client's own configuration (created on first save) and its audit entry. */
    async saveClientSettings(
      clientId: string,
      config: ClientSettings,
      context: ChangeContext,
    ): Promise<void> {
      const item = {
        clientId,
        ...pick(config, CLIENT_CONFIG_FIELDS),
        updatedAt: context.at,
        updatedBy: context.actor.id,
      };
      const audit = auditEntryOf(
        {
          subjectType: 'client',
          subjectId: clientId,
          action: 'client-config-update',
          details: { ...config },
        },
        context,
      );
      const outcome = await writeTransaction(db, ({ clientConfig: c, auditEntry }) => [
        c.put(item).commit(),
        auditEntry.create(audit).commit(),
      ]);
      if (!outcome.ok)
        throw new Error(`Saving the client configuration failed: ${outcome.reasons.join(', ')}`);
    },

    /** Removes a client's own configuration (the system one applies again) and audits it. */
    async removeClientSettings(clientId: string, context: ChangeContext): Promise<void> {
      const audit = auditEntryOf(
        { subjectType: 'client', subjectId: clientId, action: 'client-config-remove' },
        context,
      );
      const outcome = await writeTransaction(db, ({ clientConfig: c, auditEntry }) => [
        c.delete({ clientId }).commit(),
        auditEntry.create(audit).commit(),
      ]);
      if (!outcome.ok)
        throw new Error(`Removing the client configuration failed: ${outcome.reasons.join(', ')}`);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
