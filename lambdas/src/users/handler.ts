import { signInRoleGet, signInRoleUpdate } from '@careshift/contract';

import { accountDeps, repositories } from '../deps';
import { areaHandler, route } from '../http/pipeline';
import { systemUserRoutes } from '../system-users/routes';

import * as claims from './claims';

/** The users area Lambda: sign-ins and their claims (Manage Claims), and the system users. */
export const handler = areaHandler([
  route(signInRoleGet, async ({ query }) =>
    claims.signInRoleGet({ ...accountDeps(), clients: repositories().clients }, query),
  ),
  route(signInRoleUpdate, async ({ body }) =>
    claims.signInRoleUpdate({ ...accountDeps(), clients: repositories().clients }, body),
  ),
  ...systemUserRoutes,
]);
