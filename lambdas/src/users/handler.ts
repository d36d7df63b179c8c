import { getUserClaims, updateUserClaims } from '@careshift/contract';

import { accountDeps } from '../deps';
import { areaHandler, route } from '../http/pipeline';
import { systemUserRoutes } from '../system-users/routes';

import * as claims from './claims';

/** The users area Lambda: sign-ins and their claims (Manage Claims), and the system users. */
export const handler = areaHandler([
  route(getUserClaims, async ({ query }) => claims.getUserClaims(accountDeps(), query)),
  route(updateUserClaims, async ({ body }) => claims.updateUserClaims(accountDeps(), body)),
  ...systemUserRoutes,
]);
