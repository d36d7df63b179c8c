import type {
  SettingsReply,
  SettingsUpdateBody,
  VatSettingReply,
  VatSettingValues,
} from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { DEFAULT_SYSTEM_SETTINGS, normaliseSystemSettings } from '@careshift/domain/config/settings';
import { DEFAULT_VAT_SETTING, normaliseVatSetting } from '@careshift/domain/invoices/invoice-vat';

import { changeContextOf } from '../accounts/change-context';
import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';

export type SettingsDeps = Pick<Repositories, 'settings'> & { clock: Clock };

/** settings-get: the saved system configuration, or the domain's defaults while none is saved. */
export async function getSettings(deps: SettingsDeps): Promise<SettingsReply> {
  const saved = await deps.settings.getSystemSettings();
  return { settings: saved ?? { ...DEFAULT_SYSTEM_SETTINGS }, saved: saved !== undefined };
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
  const previous = (await deps.settings.getSystemSettings()) ?? DEFAULT_SYSTEM_SETTINGS;
  const context = changeContextOf(viewer, deps.clock.now().toISOString());
  await deps.settings.saveSystemSettings(settings, context, previous);
  return { settings, saved: true };
}

/** settings-vat: the saved VAT setting, or Cyprus's standard rate while none is saved. */
export async function getVatSetting(deps: SettingsDeps): Promise<VatSettingReply> {
  const saved = await deps.settings.getVatSetting();
  return { vat: saved ?? { ...DEFAULT_VAT_SETTING }, saved: saved !== undefined };
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
  const previous = (await deps.settings.getVatSetting()) ?? DEFAULT_VAT_SETTING;
  await deps.settings.saveVatSetting(vat, changeContextOf(viewer, deps.clock.now().toISOString()), previous);
  return { vat, saved: true };
}
