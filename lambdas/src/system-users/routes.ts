import * as contract from '@careshift/contract';

import { signedIn } from '../accounts/change-context';
import { systemUserDeps } from '../deps';
import { route } from '../http/pipeline';

import {
  createSystemUser,
  getSystemUser,
  listSystemUsers,
  removeSystemUser,
  updateSystemUser,
} from './system-users';

/** The system users' routes, served by the users area Lambda beside Manage Claims. */
export const systemUserRoutes = [
  route(contract.systemUsersList, ({ query }) => listSystemUsers(systemUserDeps(), query)),
  route(contract.systemUserGet, ({ path }) => getSystemUser(systemUserDeps(), path.systemUserId)),
  route(contract.systemCreateUser, ({ body }) => createSystemUser(systemUserDeps(), body)),
  route(contract.systemUpdateUser, ({ path, body }, { viewer }) =>
    updateSystemUser(systemUserDeps(), signedIn(viewer), path.systemUserId, body),
  ),
  route(contract.systemRemoveUser, ({ path }, { viewer }) =>
    removeSystemUser(systemUserDeps(), signedIn(viewer), path.systemUserId),
  ),
];
