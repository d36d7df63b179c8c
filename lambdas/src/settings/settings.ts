import type {
  SettingsReply,
  SettingsUpdateBody,
  VatSettingReply,
  VatSettingValues,
} from '@careshift/contract';
import type { ChangeContext, Repositories } from '@careshift/db';
import { DEFAULT_VAT_SETTING, normaliseVatSetting } from '@careshift/domain/invoices/invoice-vat';
import type { VatSetting } from '@careshift/domain/invoices/invoice-vat';
import { DEFAULT_SYSTEM_SETTINGS, normaliseSystemSettings } from '@careshift/domain/settings/settings';
import type { SystemSettings } from '@careshift/domain/settings/settings';

import { changeContextOf } from '../accounts/change-context';
import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';

export type SettingsDeps = Pick<Repositories, 'settings'> & { clock: Clock };

/** One kind of setting as the repository keeps it, and the domain's default while none is saved. */
interface StoredSetting<T> {
  read: () => Promise<T | undefined>;
  save: (value: T, context: ChangeContext, previous: T) => Promise<void>;
  defaults: T;
}

const systemSettingsOf = (deps: SettingsDeps): StoredSetting<SystemSettings> => ({
  read: deps.settings.getSystemSettings,
  save: deps.settings.saveSystemSettings,
  defaults: DEFAULT_SYSTEM_SETTINGS,
});

const vatSettingOf = (deps: SettingsDeps): StoredSetting<VatSetting> => ({
  read: deps.settings.getVatSetting,
  save: deps.settings.saveVatSetting,
  defaults: DEFAULT_VAT_SETTING,
});

/** A saved setting, or the domain's default while none is saved; and whether one is saved. */
async function savedOrDefault<T extends object>(stored: StoredSetting<T>) {
  const saved = await stored.read();
  return { value: saved ?? { ...stored.defaults }, saved: saved !== undefined };
}

/** Saves a setting with an audit entry of what changed from the saved one (or from the default). */
async function saveAudited<T>(deps: SettingsDeps, viewer: Viewer, value: T, stored: StoredSetting<T>) {
  const previous = (await stored.read()) ?? stored.defaults;
  await stored.save(value, changeContextOf(viewer, deps.clock.now().toISOString()), previous);
}

/** settings-get: the saved system configuration, or the domain's defaults while none is saved. */
export async function getSettings(deps: SettingsDeps): Promise<SettingsReply> {
  const { value, saved } = await savedOrDefault(systemSettingsOf(deps));
  return { settings: value, saved };
}

/**
 * settings-updateConfigs: checks the bounds and recomputes the partner share in the domain (never the
 * browser's number), then saves with an audit entry of the changed fields. Costs of shifts posted
 * earlier are stored on them and stay; shifts posted from now on use the new configuration.
 */
export async function updateSettings(
  deps: SettingsDeps,
  viewer: Viewer,
  body: SettingsUpdateBody,
): Promise<SettingsReply> {
  const settings = normaliseSystemSettings({
    companyCommissionRatePercent: body.companyCommissionRatePercent,
    employeeRatePercent: body.employeeRatePercent,
    nightShiftStartHour: body.nightShiftStartHour,
    nightShiftEndHour: body.nightShiftEndHour,
    dueInvoiceDays: body.dueInvoiceDays,
    mandatoryRestHours: body.mandatoryRestHours,
  });
  await saveAudited(deps, viewer, settings, systemSettingsOf(deps));
  return { settings, saved: true };
}

/** settings-vat: the saved VAT setting, or Cyprus's standard rate while none is saved. */
export async function getVatSetting(deps: SettingsDeps): Promise<VatSettingReply> {
  const { value, saved } = await savedOrDefault(vatSettingOf(deps));
  return { vat: value, saved };
}

/**
 * settings-updateVat: checks the rate or the exemption's two wordings in the domain and saves them with an
 * audit entry. Invoices issued earlier keep the VAT frozen on them; invoices issued from now on use this.
 */
export async function updateVatSetting(
  deps: SettingsDeps,
  viewer: Viewer,
  body: VatSettingValues,
): Promise<VatSettingReply> {
  const vat = normaliseVatSetting(body);
  await saveAudited(deps, viewer, vat, vatSettingOf(deps));
  return { vat, saved: true };
}
