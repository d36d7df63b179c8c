import {
  createAuditRepository,
  createClientUserRepository,
  createPartnerProfileRepository,
  createSettingsRepository,
  createSystemUserRepository,
} from '@careshift/db';

import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

import type { AuditTrailDeps } from './audit-trail';
import type { SettingsDeps } from './settings';

/** The settings area: the system configuration and the clock. */
export function settingsDeps(): SettingsDeps {
  return { ...repositoriesOf({ settings: createSettingsRepository }), clock };
}

/** The activity trails: audit entries and the records that name who made each change. */
export function auditTrailDeps(): AuditTrailDeps {
  return repositoriesOf({
    audit: createAuditRepository,
    systemUsers: createSystemUserRepository,
    clientUsers: createClientUserRepository,
    partnerProfiles: createPartnerProfileRepository,
  });
}
