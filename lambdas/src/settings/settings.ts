import type { SettingsReply, SettingsUpdateBody } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { DEFAULT_SYSTEM_SETTINGS, normaliseSystemSettings } from '@careshift/domain/config/settings';

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
