import { signInRoleGet, signInRoleUpdate } from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { signInRoleDeps } from './sign-in-role-deps';
import * as signInRoles from './sign-in-roles';

/** The sign-in roles area Lambda: the role and client of any sign-in (the spec's Manage Claims). */
export const handler = areaHandler([
  route(signInRoleGet, ({ query }) => signInRoles.signInRoleGet(signInRoleDeps(), query)),
  route(signInRoleUpdate, ({ body }) => signInRoles.signInRoleUpdate(signInRoleDeps(), body)),
]);
