import * as contract from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { listAuditTrail } from './audit-trail';
import { getSettings, getVatSetting, updateSettings, updateVatSetting } from './settings';
import { auditTrailDeps, settingsDeps } from './settings-deps';

/** The settings area Lambda: the system configuration and the activity trails administrators read. */
export const handler = areaHandler([
  route(contract.settingsGet, () => getSettings(settingsDeps())),
  route(contract.settingsUpdateConfigs, ({ body }, { viewer }) =>
    updateSettings(settingsDeps(), viewer, body),
  ),
  route(contract.settingsVatGet, () => getVatSetting(settingsDeps())),
  route(contract.settingsVatUpdate, ({ body }, { viewer }) => updateVatSetting(settingsDeps(), viewer, body)),
  route(contract.auditList, ({ path, query }) => listAuditTrail(auditTrailDeps(), path, query.cursor)),
]);
