import { signInRoleGet, signInRoleUpdate } from '@careshift/contract';

import { accountDeps, repositories } from '../deps';
import { areaHandler, route } from '../http/pipeline';
import { systemUserRoutes } from '../system-users/routes';

import * as signInRoles from './sign-in-roles';

/** The users area Lambda: the sign-in roles of any sign-in (Manage Claims) and the system users. */
export const handler = areaHandler([
  route(signInRoleGet, async ({ query }) =>
    signInRoles.signInRoleGet({ ...accountDeps(), clients: repositories().clients }, query),
  ),
  route(signInRoleUpdate, async ({ body }) =>
    signInRoles.signInRoleUpdate({ ...accountDeps(), clients: repositories().clients }, body),
  ),
  ...systemUserRoutes,
]);
