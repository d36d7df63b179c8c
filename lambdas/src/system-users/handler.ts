import * as contract from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { systemUserDeps } from './system-user-deps';
import {
  confirmSystemUserEmail,
  createSystemUser,
  getSystemUser,
  listSystemUsers,
  removeSystemUser,
  updateSystemUser,
} from './system-users';

/** The system users area Lambda: administrators' accounts, whose e-mail sign-ins follow them. */
export const handler = areaHandler([
  route(contract.systemUsersList, ({ query }) => listSystemUsers(systemUserDeps(), query)),
  route(contract.systemUserGet, ({ path }) => getSystemUser(systemUserDeps(), path.systemUserId)),
  route(contract.systemUserCreate, ({ body }) => createSystemUser(systemUserDeps(), body)),
  route(contract.systemUserUpdate, ({ path, body }, { viewer }) =>
    updateSystemUser(systemUserDeps(), viewer, path.systemUserId, body),
  ),
  route(contract.systemUserConfirmEmail, ({ path }) =>
    confirmSystemUserEmail(systemUserDeps(), path.systemUserId),
  ),
  route(contract.systemUserRemove, ({ path }, { viewer }) =>
    removeSystemUser(systemUserDeps(), viewer, path.systemUserId),
  ),
]);
