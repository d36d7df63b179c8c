import * as contract from '@careshift/contract';

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
  route(contract.systemUserCreate, ({ body }) => createSystemUser(systemUserDeps(), body)),
  route(contract.systemUserUpdate, ({ path, body }, { viewer }) =>
    updateSystemUser(systemUserDeps(), viewer, path.systemUserId, body),
  ),
  route(contract.systemUserRemove, ({ path }, { viewer }) =>
    removeSystemUser(systemUserDeps(), viewer, path.systemUserId),
  ),
];
